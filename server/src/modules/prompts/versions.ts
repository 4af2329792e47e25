import type { PromptVersion } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import type { AdminScope } from '../../lib/admin-scope';
import { notFound } from '../../lib/problem';
import * as q from './queries';
import { changeablePrompt, updatePrompt, visiblePrompt } from './service';

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

const versionJson = (row: q.VersionRow): PromptVersion => ({
  id: row.version.id,
  prompt_id: row.version.promptId,
  content: row.version.content,
  written_by: row.version.writtenBy,
  written_by_name: nameOf(row.writerFirst, row.writerLast),
  written_at: row.version.writtenAt.toISOString(),
  replaced_by: row.version.replacedBy,
  replaced_by_name: nameOf(row.replacerFirst, row.replacerLast),
  replaced_at: row.version.replacedAt.toISOString(),
});

/** A prompt's earlier texts, the latest replaced first, to whoever may read the prompt. */
export async function listPromptVersions(db: Db, scope: AdminScope, id: number) {
  await visiblePrompt(db, scope, id);
  return (await q.listVersions(db, id)).map(versionJson);
}

/**
 * Puts an earlier text back: a save like any other, so it is checked again and the text it
 * replaces becomes a version in turn.
 */
export async function restorePromptVersion(
  db: Db,
  scope: AdminScope,
  id: number,
  versionId: number,
) {
  await changeablePrompt(db, scope, id);
  const version = await q.findVersion(db, id, versionId);
  if (!version) throw notFound('This prompt has no such version.');
  return updatePrompt(db, scope, id, version.content);
}
