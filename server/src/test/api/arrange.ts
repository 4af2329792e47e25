import { eq } from 'drizzle-orm';
import { promptVersions, prompts, questionReports } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { makeActivationCode, makeUser } from '@kyu/test-support/db';
import { mint, pupil } from '@kyu/test-support/embed-tokens';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { json, type Call } from './call';
import { fresh } from './examples';
import type { Principal } from './principals';
import { MARKER, PASSWORD, type World } from './world';
import type { Flows } from './world-flows';
import { ARRANGE_PARENTS_AND_PRICES } from './arrange-parents-and-prices';
import { ARRANGE_STICKERS } from './arrange-stickers';
import { ARRANGE_REPORTS } from './arrange-reports';
import { ARRANGE_LESSONS } from './arrange-lessons';
import { ARRANGE_WORKSHEETS } from './arrange-worksheets';
import { ARRANGE_ASSESSMENTS } from './arrange-assessments';

export interface Ctx {
  w: World;
  f: Flows;
  who: Principal;
}
type Arrange = (ctx: Ctx) => Promise<Partial<Call>> | Partial<Call>;

const png = { field: 'file', filename: 'picture.png', contentType: 'image/png', bytes: PNG_BYTES };
const notes = (field = 'file') => ({
  field,
  filename: 'notes.md',
  contentType: 'text/markdown',
  bytes: Buffer.from('# Notes\n\nA fraction names part of a whole.'),
});
const turns = JSON.stringify([{ role: 'user', content: 'How do fractions work?' }]);

/** A question the bank accepts, in the first school's course. */
const questionInput = (w: World) => ({
  course_id: w.course.id,
  question_type_id: 1,
  text: `${MARKER}: which number is even?`,
  options: [
    { order: 1, text: 'Three' },
    { order: 2, text: 'Four' },
  ],
  marks: 1,
  difficulty_level_id: 1,
  course_tagging_ids: [w.topic.id],
  answer: { kind: 'choice', correct: [2] },
  explanation: 'Four divides by two.',
  method_answer: 'Halve it.',
});

/**
 * What each operation needs beyond its schema's example: records made for the one call (what
 * it uses up), bodies the schema cannot guess, and ids of the right kind. An operation without
 * a row here is called with its schema's example and the ids above.
 */
export const ARRANGE: Record<string, Arrange> = {
  ...ARRANGE_PARENTS_AND_PRICES,
  ...ARRANGE_STICKERS,
  // The class keeps its student, whom other calls find in it.
  'PUT /api/v1/classes/{id}/students': ({ w }) => ({
    body: json({ user_ids: [w.people.student.id] }),
  }),
  ...ARRANGE_REPORTS,
  ...ARRANGE_LESSONS,
  ...ARRANGE_WORKSHEETS,
  ...ARRANGE_ASSESSMENTS,
  'POST /api/v1/auth/signup': () => ({
    body: json({
      role: 'student',
      email: `signup.${fresh()}@example.com`,
      password: 'a-long-passphrase-2026',
      first_name: 'Ada',
      last_name: 'Signup',
    }),
  }),
  'POST /api/v1/auth/login': ({ w }) => ({
    body: json({ login_type: 'password', email: w.withPassword.email, password: PASSWORD }),
  }),
  'POST /api/v1/auth/embed-token': async ({ f }) => ({
    body: json({ token: await mint(await f.freshEmbedSecret(), pupil()) }),
  }),
  'GET /api/v1/auth/magic-link/{token}/validate': async ({ f }) => ({
    path: { token: await f.magicLink() },
  }),
  'GET /api/v1/auth/token/{id}': async ({ f }) => ({ path: { id: await f.handoff() } }),
  'GET /api/v1/auth/google/{jwt}/validate': async ({ w }) => ({
    path: { jwt: await w.identity.sign('google', { sub: fresh(), email: w.withPassword.email }) },
  }),
  'GET /api/v1/auth/apple/{code}/validate': async ({ w }) => ({
    path: { code: await w.identity.sign('apple', { sub: fresh(), email: w.withPassword.email }) },
  }),
  'POST /api/v1/auth/white-label': () => ({ body: json({ domain: 'hillside.example' }) }),
  'GET /api/v1/auth/white-label': () => ({ query: { domain: 'hillside.example' } }),
  'POST /api/v1/auth/password/reset': async ({ f }) => ({
    body: json({ token: await f.resetToken(), new_password: PASSWORD }),
  }),
  'PATCH /api/v1/users': () => ({ body: json({ first_name: 'Ada' }) }),
  // The student is the parent's child; the change leaves the name as it was.
  'PATCH /api/v1/students/play-settings': () => ({ body: json({ pseudonym: 'Quiet Owl' }) }),
  'PATCH /api/v1/users/children/{id}': ({ w }) => ({
    body: json({ last_name: w.people.student.lastName }),
  }),
  // A parent's address: anyone may look it up (a student's answers 409).
  'GET /api/v1/users/onboarding/{product}': ({ w }) => ({
    query: { email: w.people.parent.email },
  }),
  'POST /api/v1/users/onboarding/{product}': ({ w }) => ({
    body: json({ email: w.people.parent.email }),
  }),
  // A student account of its own for each call, since a child links to a parent once.
  'POST /api/v1/users/onboarding/{product}/parent/link-child-account': async ({ w }) => {
    const kid = await makeUser(w.db, { passwordHash: await hashPassword(PASSWORD) });
    return { body: json({ username_or_email: kid.username, password: PASSWORD }) };
  },
  'POST /api/v1/users/onboarding/{product}/parent/create-child-account': ({ w }) => ({
    body: json({
      first_name: 'Ada',
      last_name: 'Child',
      username: `child-${fresh()}`,
      password: PASSWORD,
      academic_level_id: w.course.academicLevelId,
    }),
  }),
  // A parent names their child; a student is the learner without naming anyone.
  'GET /api/v1/courses/user': ({ w, who }) =>
    who === 'parent' ? { query: { child_id: w.people.student.id } } : {},
  'GET /api/v1/activation/{code}': ({ w }) => ({ path: { code: w.activationCode.code } }),
  // A code of its own for each call, since a redemption uses it up.
  'POST /api/v1/activation': async ({ w }) => {
    const code = await makeActivationCode(w.db, {
      courseIds: [w.course.id],
      schoolId: w.hillside.id,
    });
    return { body: json({ code: code.code, child_id: w.people.student.id }) };
  },
  'GET /api/v1/activation/courses': ({ w, who }) =>
    who === 'parent' ? { query: { student_id: w.people.student.id } } : {},
  // The first school's course: its admins and Kyu's may make codes for it, no other school's.
  'POST /api/v1/admin/activation-codes/batches': ({ w }) => ({
    body: json({
      name: `${MARKER} cards`,
      count: 2,
      course_ids: [w.course.id],
      school_id: w.hillside.id,
    }),
  }),
  'POST /api/v1/admin/course-activations': ({ w }) => ({
    body: json({ child_id: w.people.student.id, course_id: w.course.id }),
  }),
  // The learner is named: the student themselves, or the parent's child.
  'GET /api/v1/subscription/products': ({ w }) => ({
    query: { student_id: w.people.student.id },
  }),
  'GET /api/v1/subscription': ({ w }) => ({ query: { student_id: w.people.student.id } }),
  'POST /api/v1/subscription/checkout': async ({ w, f }) => {
    const { prices } = await f.courseOnSale();
    return {
      body: json({
        app_domain: w.app.config.publicUrl,
        student_id: w.people.student.id,
        price_ids: [prices.monthly],
        checkout_mode: 'monthly',
      }),
    };
  },
  'POST /api/v1/subscription/{id}/cancel': async ({ f }) => ({
    path: { id: (await f.freshSubscription()).id },
  }),
  'POST /api/v1/subscription/{id}/resume': async ({ f }) => ({
    path: { id: (await f.freshSubscription()).id },
  }),
  'POST /api/v1/subscription/{id}/products/{productId}': async ({ f }) => {
    const made = await f.freshSubscription();
    return { path: { id: made.id, productId: made.addable } };
  },
  'DELETE /api/v1/subscription/{id}/products/{productId}': async ({ f }) => {
    const made = await f.freshSubscription();
    return { path: { id: made.id, productId: made.inside } };
  },
  // An event of a kind Kyu does not act on, signed as the test checkout signs its own.
  'POST /api/v1/subscription/webhook': ({ w }) => {
    const event = {
      id: `evt_world_${fresh()}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_world', object: 'customer' } },
    };
    return {
      headers: { 'stripe-signature': w.app.testCheckout!.sign(JSON.stringify(event)) },
      body: json(event),
    };
  },
  'PATCH /api/v1/users/{id}/profile-pic': () => ({
    body: { kind: 'multipart', fields: {}, files: [png] },
  }),
  'PUT /api/v1/admin/schools/{id}': ({ w }) => ({
    body: json({
      school_name: w.hillside.schoolName,
      domain_name: w.hillside.domainName,
      is_active: true,
    }),
  }),
  'DELETE /api/v1/admin/schools/{id}': async ({ f }) => ({
    path: { id: (await f.freshSchool()).id },
  }),
  'PUT /api/v1/admin/schools/{id}/images/{slot}': () => ({
    path: { slot: 'logo' },
    body: { kind: 'multipart', fields: {}, files: [png] },
  }),
  'DELETE /api/v1/admin/schools/{id}/images/{slot}': () => ({ path: { slot: 'logo' } }),
  'POST /api/v1/admin/schools/{id}/embed-secrets': async ({ f }) => {
    // A school has one active secret at a time: the previous call's is revoked first.
    await f.revokeEmbedSecrets();
    return {};
  },
  'POST /api/v1/admin/schools/{id}/embed-secrets/{secretId}/rotate': async ({ f }) => ({
    path: { secretId: (await f.freshEmbedSecret()).id },
  }),
  'DELETE /api/v1/admin/schools/{id}/embed-secrets/{secretId}': async ({ f }) => ({
    path: { secretId: (await f.freshEmbedSecret()).id },
  }),
  'PUT /api/v1/admin/users/{id}': ({ w }) => ({
    body: json({ last_name: w.member.lastName, school_id: w.hillside.id, is_active: true }),
  }),
  // Every filter but the school (another school's is refused by design): each admin filters
  // their own logsheet.
  'GET /api/v1/admin/logsheet': () => ({
    query: { person: 'kyu', action: 'PUT', from: '2020-01-01', to: '2999-12-31', size: 10 },
  }),
  'GET /api/v1/admin/questions': ({ w }) => ({
    query: { course_id: w.course.id, state: 'enabled', q: MARKER, size: 10 },
  }),
  // A fresh question of the first school's course: an edit replaces what other calls read.
  'PUT /api/v1/admin/questions/{id}': async ({ w, f }) => ({
    path: { id: (await f.freshQuestion()).id },
    body: json(questionInput(w)),
  }),
  // Enabling what is enabled: the harness's questions stay offered to its students.
  'PATCH /api/v1/admin/questions/{id}/state': () => ({ body: json({ action: 'enable' }) }),
  'POST /api/v1/admin/questions/state': ({ w }) => ({
    body: json({ action: 'enable', ids: [w.questions[0]!.id] }),
  }),
  'GET /api/v1/admin/question-reports': () => ({ query: { resolved: false, size: 10 } }),
  // A fresh report on the first school's question, so each call resolves one still open.
  'PATCH /api/v1/admin/question-reports/{id}': async ({ w }) => {
    const [row] = await w.db
      .insert(questionReports)
      .values({ questionId: w.questions[0]!.id, userId: null, message: `${MARKER}: a typo` })
      .returning({ id: questionReports.id });
    return { path: { id: row!.id }, body: json({ resolved: true }) };
  },
  'POST /api/v1/admin/documents': () => ({
    body: { kind: 'multipart', fields: { document_type_id: '1' }, files: [notes()] },
  }),
  // A dry run: the harness's course keeps the questions other calls count.
  'POST /api/v1/admin/questions/import': ({ w }) => ({
    body: {
      kind: 'multipart',
      fields: { course_id: String(w.course.id), format: 'gift', dry_run: 'true' },
      files: [
        {
          field: 'file',
          filename: 'bank.gift',
          contentType: 'text/plain',
          bytes: Buffer.from('::Even:: Four is even. {T}'),
        },
      ],
    },
  }),
  'GET /api/v1/admin/questions/export': ({ w }) => ({
    query: { course_id: w.course.id, format: 'moodle-xml' },
  }),
  'DELETE /api/v1/admin/documents/{id}': async ({ f }) => ({
    path: { id: await f.freshDocument() },
  }),
  // A document of its own each call: one being re-extracted already is refused (409).
  'POST /api/v1/admin/documents/{id}/re-extract': async ({ f }) => ({
    path: { id: await f.freshDocument() },
  }),
  'POST /api/v1/admin/documents/generation': () => ({
    body: { kind: 'multipart', fields: { document_type: 'curriculum' }, files: [notes()] },
  }),
  'POST /api/v1/admin/prompts': async ({ w }) => {
    // One prompt of a type per school: the previous call's is removed so this one is new.
    await w.db.delete(prompts).where(eq(prompts.promptType, '7'));
    return { body: json({ prompt_type: '7', content: 'Mark kindly.' }) };
  },
  'DELETE /api/v1/admin/prompts/{id}': async ({ f }) => ({ path: { id: await f.freshPrompt() } }),
  'POST /api/v1/admin/prompts/test-run': () => ({
    body: json({ prompt_type: 'coach', content: 'Ask one question.', sample: 'What is 3/4?' }),
  }),
  'POST /api/v1/admin/prompts/{id}/versions/{versionId}/restore': async ({ w }) => {
    const [version] = await w.db
      .insert(promptVersions)
      .values({ promptId: w.prompt.id, content: w.prompt.content, writtenAt: new Date() })
      .returning();
    return { path: { id: w.prompt.id, versionId: version!.id } };
  },
  'POST /api/v1/chat/{id}/survey-response': async ({ f }) => ({
    path: { id: await f.surveyQuestion() },
    body: json({ response_value: 3 }),
  }),
  'POST /api/v1/chat/{id}/speech': ({ w }) => ({ body: json({ text: w.reply.text }) }),
  'GET /api/v1/chat/public/{sessionId}': async ({ f }) => ({
    path: { sessionId: (await f.publicChat()).sessionId },
  }),
  'POST /api/v1/chat/public/{session}/{message}/like': async ({ f }) => {
    const chat = await f.publicChat();
    return { path: { session: chat.sessionId, message: chat.replyId } };
  },
  'POST /api/v1/chat/public/{session}/{message}/dislike': async ({ f }) => {
    const chat = await f.publicChat();
    return { path: { session: chat.sessionId, message: chat.replyId } };
  },
  'POST /api/v1/chat/stream': () => ({
    body: { kind: 'multipart', fields: { messages: turns }, files: [] },
  }),
  'POST /api/v1/chat/public/stream/{sessionId}': () => ({
    path: { sessionId: 'new' },
    body: json({ messages: JSON.parse(turns) as unknown }),
  }),
  'POST /api/v1/chat/public/title/{sessionId}': async ({ f }) => ({
    path: { sessionId: (await f.publicChat()).sessionId },
  }),
  'GET /api/v1/questions': ({ w }) => ({ query: { ids: [w.questions[0]!.id] } }),
  'PUT /api/v1/questions': ({ w }) => ({
    body: {
      kind: 'multipart',
      fields: { question: JSON.stringify(questionInput(w)) },
      files: [{ ...png, field: 'files[]' }],
    },
  }),
  'GET /api/v1/questions/{id}/audio/{filename}': ({ w }) => ({
    path: { filename: w.audioFilename },
  }),
  'DELETE /api/v1/questions/{id}': async ({ f }) => ({
    path: { id: (await f.freshQuestion()).id },
  }),
  'POST /api/v1/questions/preview/mark': ({ w }) => ({
    body: json({ question: questionInput(w), value: '2' }),
  }),
  'GET /api/v1/quiz/{id}/evaluations': async ({ f }) => ({
    path: { id: (await f.openAttempt()).quiz.id },
  }),
  'PATCH /api/v1/quiz/evaluations/{id}': async ({ f }) => ({
    path: { id: (await f.openAttempt()).evaluations[0]!.id },
    body: json({ value: '1', time_spent: 3, num_options_clicked: 1 }),
  }),
  'PATCH /api/v1/quiz/evaluation-questions': async ({ w, f }) => {
    const open = await f.openAttempt();
    await w.report(open.evaluations[0]!.question_id);
    return { body: json({ evaluation_id: open.evaluations[0]!.id }) };
  },
  'POST /api/v1/quiz/{id}/submit': async ({ f, who }) => {
    // A visitor submits the demo attempt their session holds; anyone else the student's quiz.
    const open = who === 'anonymous' ? await f.demoSession() : await f.openAttempt();
    return {
      path: { id: open.quiz.id },
      query: open.session_id ? { session_id: open.session_id } : {},
      body: {
        kind: 'multipart',
        fields: { evaluations: JSON.stringify(f.answers(open)) },
        files: [],
      },
    };
  },
  'POST /api/v1/quiz/{id}/test-submit': ({ w }) => ({
    body: {
      kind: 'multipart',
      fields: {
        evaluations: JSON.stringify([
          { question_id: w.questions[0]!.id, value: '2', time_spent: 5, num_options_clicked: 1 },
        ]),
      },
      files: [],
    },
  }),
  'POST /api/v1/quiz/shared/attempts/question': async ({ w, f }) => ({
    body: json({
      session_id: (await f.sharedSession()).session_id,
      question_id: w.demoQuestion.id,
      value: '2',
      time_spent: 4,
      num_options_clicked: 1,
    }),
  }),
};
