import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  QuestionExportQuery,
  QuestionImportFields,
  QuestionImportReport,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import { readOneFileUpload } from '../../lib/one-file-upload';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { createQuestionFiles } from './question-files';
import { MAX_QUESTIONS_PER_FILE, MAX_REJECTIONS_LISTED, MAX_XML_DEPTH, grouped } from './limits';
import * as transfer from './service';

const tags = ['questions'];
/** A question bank of a few thousand questions is well under this. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const TEXT = Type.Unsafe<string>({ type: 'string' });

const SCOPE =
  "A school administrator reaches their own school's courses; Kyu's catalogue and other schools' " +
  "courses answer 403 to them. Kyu's administrators reach every course.";

const MAPPING =
  'Moodle → Kyu: multiple choice with one right answer → single choice, with several or with ' +
  'weights (%50%) → multiple choice (positive weights are the right options); true/false → a single ' +
  'choice of True and False; short answer → short text (all answers full marks; part-mark answers ' +
  'are rejected); numerical → numeric with its tolerance (a..b becomes its midpoint ± half the width; ' +
  'more than one answer earning marks is rejected); essay → open answer, one rubric point worth all ' +
  'the marks; a category → the topic of the questions after it (nested levels joined by " / "). ' +
  'Matching, description, cloze, calculated and other types are rejected with the reason. HTML text ' +
  'is made plain; images are not imported. Imported questions are not approved and need review, so ' +
  'students are not offered them until a reviewer approves them.';

/** The question bank to and from Moodle's GIFT and Moodle XML files (issue 14). */
export async function adminQuestionTransferRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  // The worker threads that read and write files, one set per app, ended with it.
  const files = createQuestionFiles();
  app.addHook('onClose', () => files.close());

  app.post(
    '/import',
    {
      ...admin,
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'importQuestions',
        problems: [403, 404, 413, 415, 422, 503],
        tags,
        summary: "Import a GIFT or Moodle XML file into a course's question bank, or dry-run it",
        description:
          'Multipart: the file in "file" (UTF-8, up to 5 MB), with course_id, format (gift or ' +
          'moodle-xml), dry_run and skip_rejected. A file holds at most ' +
          `${grouped(MAX_QUESTIONS_PER_FILE)} questions (413 past it, before any is read). Every ` +
          "question is accepted or rejected with its line and reason, the question editor's " +
          'limits applied to each field (20,000 characters of text, 26 options of 2,000, …); the ' +
          `report lists the first ${MAX_REJECTIONS_LISTED} rejections and counts them all. ` +
          'dry_run=true writes nothing. Otherwise rejections refuse the whole import (422, each ' +
          'listed rejection under errors["line N"]) unless skip_rejected=true, which imports the ' +
          'accepted questions and reports the rejected ones. A file that does not parse is a 400 ' +
          `naming its line; Moodle XML nested deeper than ${MAX_XML_DEPTH} levels is a 422. The file is read on ` +
          'a worker thread: one that needs more than its time or memory is a 422, and 503 with ' +
          'Retry-After says too many imports are waiting. ' +
          MAPPING +
          ' ' +
          SCOPE,
        consumes: ['multipart/form-data'],
        body: formBody(QuestionImportFields, {
          file: { description: 'The GIFT or Moodle XML file, UTF-8, up to 5 MB' },
        }),
        response: { 200: QuestionImportReport },
      },
    },
    async (request) => {
      const { fields, bytes } = await readOneFileUpload(request, {
        fields: QuestionImportFields,
        maxBytes: IMPORT_MAX_BYTES,
        noun: 'file',
        whenTooLarge: 'split it into several.',
      });
      return transfer.importFile(app.db, files, scopeOf(request), fields, bytes);
    },
  );

  app.get(
    '/export',
    {
      ...admin,
      schema: {
        operationId: 'exportQuestions',
        problems: [403, 404, 422, 503],
        tags,
        summary: "A course's questions, or one topic's, as a GIFT or Moodle XML file",
        description:
          'Each question goes to the category of its first topic. Retired questions and groups ' +
          '(which Moodle cannot hold; a comment in the file names each) are left out; GIFT keeps no ' +
          'units, case sensitivity or rubric, Moodle XML keeps them. Both read back through the ' +
          'import. The file is written on a worker thread: past its time or memory a 422, and 503 ' +
          'with Retry-After when too many exports are waiting. ' +
          SCOPE,
        querystring: QuestionExportQuery,
        response: {
          200: {
            description: 'The file: text/plain for GIFT, application/xml for Moodle XML',
            content: { 'text/plain': { schema: TEXT }, 'application/xml': { schema: TEXT } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await transfer.exportFile(app.db, files, scopeOf(request), request.query);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
