import { Type } from 'typebox';
import { Id } from '@kyu/core/contract';

/** `/admin/prompts/{id}/versions/{versionId}/restore`. */
export const VersionParams = Type.Object({ id: Id, versionId: Id });
