import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, UserRole } from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { DOCX_TYPE } from './export';
import * as worksheets from './service';

const DOCX = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** Word exports of a worksheet, to print: the paper, and its answer key. */
export async function exportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const reader = {
    preHandler: app.requireRole(UserRole.teacher, UserRole.admin, UserRole.curriculum),
  };

  for (const [path, key] of [
    ['/:id/export.docx', false],
    ['/:id/answer-key.docx', true],
  ] as const) {
    app.get(
      path,
      {
        ...reader,
        schema: {
          operationId: key ? 'exportWorksheetAnswerKey' : 'exportWorksheet',
          summary: key
            ? 'The worksheet’s answer key as a Word document'
            : 'The worksheet as a Word document: numbered questions, pictures, lines to answer on',
          params: IdParams,
          response: {
            200: { description: 'The Word file', content: { [DOCX_TYPE]: { schema: DOCX } } },
          },
        },
      },
      async (request, reply) => {
        const file = await worksheets.worksheetWord(
          app,
          principalOf(request),
          request.params.id,
          key,
        );
        return reply
          .type(DOCX_TYPE)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );
  }
}
