import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { addProblemResponses } from './openapi-problems';
import { BEARER, describeRoute } from './openapi-route';

/** The domains calls are tagged with (the first part of their path), as the reference groups them. */
const TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in by every login type, links and sign-out.' },
  {
    name: 'users',
    description:
      "The signed-in user's own account, a parent's children, the product's buy page, and staff's e-mail look-up.",
  },
  { name: 'courses', description: 'The course catalogue, and the courses a learner has.' },
  {
    name: 'activation',
    description: 'Activation codes: check one, redeem it for a child, and what codes unlocked.',
  },
  {
    name: 'subscription',
    description: "Courses on sale, checkout, a learner's subscriptions, and the payment webhook.",
  },
  { name: 'progress', description: "A student's XP, streaks, mock exams and revisions." },
  {
    name: 'play',
    description:
      "Weekly leagues, a school's public league board, students' play settings, the sticker book, collectibles and their images.",
  },
  {
    name: 'analysis',
    description: "A child's weekly statistics per subject, for them and their parents.",
  },
  { name: 'mailer', description: 'Messages to support.' },
  {
    name: 'admin',
    description:
      "The console's resources: schools, users, courses and their prices, documents, prompts, activation codes and course activations, subscriptions.",
  },
  {
    name: 'teachers',
    description: "The teacher directory: the school's teachers, students, parents and classes.",
  },
  {
    name: 'classes',
    description: "A school's classes for its teachers and admins: members, details and topics.",
  },
  {
    name: 'reports',
    description:
      'Teaching reports and class performance: a class against its school, topics, students, worksheets and lessons.',
  },
  {
    name: 'lessons',
    description:
      "Lessons and learning paths: reading, completing items, progress, writing and assigning; a student's assignments.",
  },
  {
    name: 'reference',
    description: 'Academic levels, subjects, collectible themes and collectibles.',
  },
  { name: 'chat', description: 'The tutor chat: signed-in threads, and public chats.' },
  { name: 'questions', description: 'Questions, passages, answer keys, audio and reports.' },
  { name: 'quiz', description: 'Quizzes, attempts, submissions and their marking.' },
  {
    name: 'worksheets',
    description:
      'Worksheets: made by hand or generated, assigned to classes, shared, exported to Word.',
  },
];

const DESCRIPTION = [
  'Every call of the Kyu portal, widgets and console. Errors are application/problem+json ' +
    '(RFC 9457), one Problem schema for all.',
  'Signed-in calls carry `Authorization: Bearer <access_token>`; the token comes from ' +
    'POST /api/v1/auth/signup, /auth/login or /auth/embed-token. Each call states its security: ' +
    'none (`[]`), the token, the token for some roles (named in the requirement), or the token ' +
    'optionally (an anonymous attempt is held by its `session_id` instead).',
  "A school's embed token (a JWT its server signs with the school's embed secret) and a " +
    "device token (answered with every sign-in, sent back in the login body's `device_tokens`) " +
    'travel in request bodies, never as headers: they are fields of those calls, not schemes.',
].join('\n\n');

/** The OpenAPI 3 document built from the route schemas, and swagger-ui served from its package. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kyu API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: app.config.publicUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The access_token of a session: 256 random bits, base64url. Sign-out or expiry ends it.',
          },
        },
      },
    },
    transform: describeRoute as never,
    transformObject: (document) =>
      addProblemResponses('openapiObject' in document ? (document.openapiObject as never) : {}),
  });

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    theme: { title: 'Kyu API reference' },
  });
});
