import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AssessmentGenerateBody,
  AssessmentPublishBody,
  GeneratedListQuery,
  GenerationJob,
  GenerationStarted,
  IdParams,
  JobParams,
  UserRole,
  Worksheet,
  WorksheetPage,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { DOCX_TYPE } from '../worksheets/export';
import * as assessments from './service';

const DOCX = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The curriculum console's generated assessments (overview §2 "Curriculum role"). */
export async function assessmentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const staff = { preHandler: app.requireRole(UserRole.curriculum) };
  const readers = {
    preHandler: app.requireRole(UserRole.curriculum, UserRole.curriculumGuest),
  };

  app.post(
    '/generate',
    {
      ...staff,
      schema: {
        operationId: 'generateAssessments',
        summary: 'Generate assessments from curriculum and source documents; answers the job',
        description:
          'The generate-assessment fields of overview §5. The documents (at least one, else 400) ' +
          'must be of your school (Kyu’s own for staff of no school), extracted, and curriculum ' +
          'or source documents. The job is the worksheet generator’s, counting each one made.',
        body: AssessmentGenerateBody,
        response: { 200: GenerationStarted },
      },
    },
    async (request) =>
      assessments.generateAssessments(app.db, app.queue, principalOf(request), request.body),
  );

  app.get(
    '/generation/jobs/:jobId',
    {
      ...staff,
      schema: {
        operationId: 'getAssessmentGeneration',
        summary: 'How an assessment generation job stands: status, made of total, error',
        params: JobParams,
        response: { 200: GenerationJob },
      },
    },
    async (request) =>
      assessments.assessmentJob(app.db, principalOf(request), request.params.jobId),
  );

  app.get(
    '',
    {
      ...readers,
      schema: {
        operationId: 'listAssessments',
        summary: 'Generated assessments, newest first (page 1, size 20 by default)',
        description: 'A curriculum guest sees only those their school published.',
        querystring: GeneratedListQuery,
        response: { 200: WorksheetPage },
      },
    },
    async (request) => assessments.listAssessments(app.db, principalOf(request), request.query),
  );

  app.post(
    '/:id/publish',
    {
      ...staff,
      schema: {
        operationId: 'publishAssessment',
        summary: 'Publish an assessment to your school’s curriculum guests, or withdraw it',
        params: IdParams,
        body: AssessmentPublishBody,
        response: { 200: Worksheet },
      },
    },
    async (request) =>
      assessments.publishAssessment(
        app.db,
        principalOf(request),
        request.params.id,
        request.body.published,
      ),
  );

  app.get(
    '/:id/export.docx',
    {
      ...readers,
      schema: {
        operationId: 'exportAssessment',
        summary: 'The assessment as a Word document: numbered questions, lines to answer on',
        params: IdParams,
        response: {
          200: { description: 'The Word file', content: { [DOCX_TYPE]: { schema: DOCX } } },
        },
      },
    },
    async (request, reply) => {
      const file = await assessments.assessmentWord(app, principalOf(request), request.params.id);
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
