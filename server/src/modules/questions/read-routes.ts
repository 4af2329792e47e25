import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminDocument,
  CourseTaggingCount,
  CourseTaggingsQuery,
  DifficultyCount,
  DifficultyCountParams,
  DifficultyCountQuery,
  FilteredQuery,
  IdParams,
  Question,
  QuestionAnswers,
  QuestionList,
  QuestionListQuery,
  QuestionReferences,
} from '@kyu/core/contract';
import { STAFF_ROLES, viewerOf } from './access';
import { difficultyCount, questionDocuments, questionReferences } from './insights';
import { courseTopics, filteredQuestions, listQuestions, questionAnswers } from './service';
import { cacheFor } from './caching';

const tags = ['questions'];

/** The signed-in reads of the bank: lists, topics, search, keys and statistics. */
export async function questionReadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const staff = { preHandler: app.requireRole(...STAFF_ROLES) };

  app.get(
    '/questions',
    {
      ...signedIn,
      schema: {
        operationId: 'listQuestions',
        problems: [403, 404],
        tags,
        summary:
          'Questions by course_id, ids or details=true; keys only for staff asking ans=true (students: ids only)',
        querystring: QuestionListQuery,
        response: { 200: QuestionList },
      },
    },
    async (request, reply) => {
      cacheFor(reply, request.query.cache);
      return listQuestions(app.db, app.files.urlOf, viewerOf(request), request.query);
    },
  );

  app.get(
    '/questions/course-taggings/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'listCourseTaggings',
        tags,
        summary: "A course's topics with how many of their questions match the filters",
        params: IdParams,
        querystring: CourseTaggingsQuery,
        response: { 200: Type.Array(CourseTaggingCount) },
      },
    },
    async (request) => courseTopics(app.db, viewerOf(request), request.params.id, request.query),
  );

  app.get(
    '/questions/filtered',
    {
      ...staff,
      schema: {
        operationId: 'filterQuestions',
        problems: [404],
        tags,
        summary: "A course's questions by difficulty and type; with search_text, best match first",
        querystring: FilteredQuery,
        response: { 200: Type.Array(Question) },
      },
    },
    async (request) => filteredQuestions(app.db, app.files.urlOf, viewerOf(request), request.query),
  );

  app.get(
    '/classes/:classId/students/:studentId/difficulty-count',
    {
      ...staff,
      schema: {
        operationId: 'countStudentDifficulties',
        tags,
        summary: "A class student's marked answers per difficulty level, correct and total",
        params: DifficultyCountParams,
        querystring: DifficultyCountQuery,
        response: { 200: DifficultyCount },
      },
    },
    async (request) =>
      difficultyCount(
        app.db,
        viewerOf(request),
        request.params.classId,
        request.params.studentId,
        request.query,
      ),
  );

  app.get(
    '/questions/documents/:id',
    {
      ...staff,
      schema: {
        operationId: 'listMarkingDocuments',
        tags,
        summary: "The marking documents (type 3) of the question's school and Kyu's own",
        params: IdParams,
        response: { 200: Type.Array(AdminDocument) },
      },
    },
    async (request) => questionDocuments(app.db, viewerOf(request), request.params.id),
  );

  app.get(
    '/questions/:id/answers',
    {
      ...staff,
      schema: {
        operationId: 'getQuestionAnswers',
        tags,
        summary: 'The answer key, explanation and method of a question and its parts',
        params: IdParams,
        response: { 200: QuestionAnswers },
      },
    },
    async (request) => questionAnswers(app.db, viewerOf(request), request.params.id),
  );

  app.get(
    '/questions/:id/referenced',
    {
      ...staff,
      schema: {
        operationId: 'getQuestionReferences',
        tags,
        summary: 'Whether attempts or quizzes use the question (deleting it would retire it)',
        params: IdParams,
        response: { 200: QuestionReferences },
      },
    },
    async (request) => questionReferences(app.db, viewerOf(request), request.params.id),
  );
}
