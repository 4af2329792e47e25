import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { parentChildren, prompts, questionReports, revisionItems } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { openSession } from '../../modules/sessions/service';
import {
  makeActivationCode,
  makeClass,
  makeCourse,
  makeMessages,
  makePassage,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeThread,
  makeTopic,
  makeUser,
  type UserRow,
} from '@kyu/test-support/db';
import type { startIdentityProvider } from '@kyu/test-support/fakes/identity-provider';
import { multipartBody } from '@kyu/test-support/multipart';
import { PRINCIPALS, type Principal } from './principals';
import { worksheetRecords } from './world-worksheets';

type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

/**
 * What the permission and fuzz suites call the API on: two schools, one account per role, and
 * records of every kind. Everything of the first school (Hillside) carries MARKER in its
 * names or text, so a response to the second school's staff that holds it is a cross-school read.
 * Kyu's catalogue (no school) carries no marker: every school sees it.
 */
export const MARKER = 'Qx7319';
export const PASSWORD = 'correct-horse-battery-42';

export type World = Awaited<ReturnType<typeof buildWorld>>;

let address = 0;
/**
 * A new client address for each call the suites make, so that limits counted per address
 * (sign-ups, public chats, demo quizzes) never stand in for the answer under test.
 */
export const nextAddress = () =>
  `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

/** `app.inject` from a new address each time. */
export const injectFrom = (app: FastifyInstance, opts: InjectOptions) =>
  app.inject({ remoteAddress: nextAddress(), ...opts });

type Role = Partial<typeof users.$inferInsert>;

const ROLES: Record<Exclude<Principal, 'anonymous'>, (a: number, b: number) => Role> = {
  student: (a) => ({ userRoleId: 1, schoolId: a }),
  parent: (a) => ({ userRoleId: 6, schoolId: a }),
  teacher: (a) => ({ userRoleId: 2, teacherRoleId: 3, schoolId: a }),
  teacherAdmin: (a) => ({ userRoleId: 2, teacherRoleId: 1, schoolId: a }),
  schoolAdmin: (a) => ({ userRoleId: 3, schoolId: a }),
  superAdmin: () => ({ userRoleId: 3, schoolId: null }),
  curriculum: () => ({ userRoleId: 4, schoolId: null }),
  curriculumGuest: () => ({ userRoleId: 5, schoolId: null }),
  otherTeacher: (_a, b) => ({ userRoleId: 2, teacherRoleId: 1, schoolId: b }),
  otherAdmin: (_a, b) => ({ userRoleId: 3, schoolId: b }),
};

async function makePeople(db: Db, hillside: number, riverside: number, levelId: number) {
  const people = {} as Record<Exclude<Principal, 'anonymous'>, UserRow>;
  for (const who of PRINCIPALS) {
    if (who === 'anonymous') continue;
    const school = ROLES[who](hillside, riverside).schoolId;
    people[who] = await makeUser(db, {
      ...ROLES[who](hillside, riverside),
      firstName: who,
      // Only the first school's people carry the marker; their addresses do not, so that a
      // look-up that echoes an address it was given is not taken for a leak.
      lastName: school === hillside ? `${MARKER} ${who}` : `Riverside ${who}`,
      academicLevelId: who === 'student' ? levelId : null,
    });
  }
  await db.insert(parentChildren).values({
    parentId: people.parent.id,
    childId: people.student.id,
  });
  return people;
}

/** A document of `schoolId`, uploaded as a Kyu administrator would: its text is indexed. */
export async function uploadDocument(
  app: FastifyInstance,
  headers: object,
  schoolId: number,
  type: number,
) {
  const form = multipartBody(
    {
      filename: `${MARKER}-notes.md`,
      contentType: 'text/markdown',
      bytes: Buffer.from(`# ${MARKER} notes\n\nFractions name part of a whole ${MARKER}.`),
    },
    { document_type_id: String(type), school_id: String(schoolId), title: `${MARKER} notes` },
  );
  const res = await injectFrom(app, {
    method: 'POST',
    url: '/api/v1/admin/documents',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return res.json<{ id: number }>().id;
}

export async function buildWorld(app: FastifyInstance, db: Db, identity: IdentityProvider) {
  const hillside = await makeSchool(db, {
    schoolName: `Hillside ${MARKER}`,
    domainName: 'hillside.example',
  });
  const riverside = await makeSchool(db, {
    schoolName: 'Riverside',
    domainName: 'riverside.example',
  });
  const course = await makeCourse(db, { name: `${MARKER} Mathematics`, schoolId: hillside.id });
  const people = await makePeople(db, hillside.id, riverside.id, course.academicLevelId);
  const withPassword = await makeUser(db, { passwordHash: await hashPassword(PASSWORD) });
  // A pupil no suite signs in as: the admin calls that change a user change this one.
  const member = await makeUser(db, { schoolId: hillside.id, lastName: `${MARKER} member` });
  const session = (who: Principal) =>
    who === 'anonymous' ? Promise.resolve(null) : openSession(db, people[who].id);
  const headersOf = async (who: Principal): Promise<Record<string, string>> => {
    const token = await session(who);
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  const klass = await makeClass(db, {
    schoolId: hillside.id,
    name: `${MARKER} 5A`,
    memberIds: [people.student.id, people.teacher.id],
  });
  await makeClass(db, { schoolId: riverside.id, name: 'Riverside 5B' });
  const topic = await makeTopic(db, course.id, `${MARKER} fractions`);
  const passage = await makePassage(db, course.id);
  const question = (extra: object = {}) =>
    makeQuestion(db, course.id, { text: `${MARKER}: which is the capital of France?`, ...extra });
  const questions = [await question({ passageId: passage.id }), await question(), await question()];
  const quiz = await makeQuiz(db, {
    courseId: course.id,
    questionIds: questions.slice(0, 2).map((q) => q.id),
    schoolId: hillside.id,
    title: `${MARKER} practice`,
  });

  const catalogue = await makeCourse(db, { name: 'Catalogue Science' });
  const demoPassage = await makePassage(db, catalogue.id);
  const demoQuestion = await makeQuestion(db, catalogue.id, { passageId: demoPassage.id });
  const demoQuiz = await makeQuiz(db, {
    courseId: catalogue.id,
    questionIds: [demoQuestion.id],
    isDemo: true,
  });
  // A shared quiz is public to whoever has its link; its title and questions carry no marker,
  // and who took it (the attempters' names) is the first school's to see.
  const sharedQuiz = await makeQuiz(db, {
    courseId: catalogue.id,
    questionIds: [demoQuestion.id],
    isShared: true,
    schoolId: hillside.id,
    ownerId: people.teacher.id,
  });

  const activationCode = await makeActivationCode(db, {
    courseIds: [course.id],
    schoolId: hillside.id,
    batchName: `${MARKER} cards`,
  });

  const thread = await makeThread(db, { userId: people.student.id, schoolId: hillside.id });
  const [asked, reply] = await makeMessages(db, thread.id, [
    `How do fractions work ${MARKER}?`,
    `A fraction names part of a whole ${MARKER}.`,
  ]);

  const superAdmin = await headersOf('superAdmin');
  const coachDocument = await uploadDocument(app, superAdmin, hillside.id, 1);
  await uploadDocument(app, superAdmin, hillside.id, 3);
  const audio = await injectFrom(app, {
    url: `/api/v1/questions/${questions[0]!.id}/audio`,
    headers: await headersOf('teacher'),
  });
  const audioFilename = audio.json<{ audio_url: string }>().audio_url.split('/').pop()!;
  const [prompt] = await db
    .insert(prompts)
    .values({ promptType: '5', schoolId: hillside.id, content: `${MARKER}: show each step.` })
    .returning();
  await db.insert(revisionItems).values({
    userId: people.student.id,
    questionId: questions[2]!.id,
  });

  const teaching = await worksheetRecords(db, {
    marker: MARKER,
    schoolId: hillside.id,
    teacherId: people.teacher.id,
    studentId: people.student.id,
    classId: klass.id,
    courseId: course.id,
    questionId: questions[1]!.id,
    catalogueId: catalogue.id,
    catalogueQuestionId: demoQuestion.id,
  });

  return {
    ...teaching,
    app,
    db,
    identity,
    people,
    withPassword,
    member,
    headersOf,
    hillside,
    riverside,
    course,
    klass,
    topic,
    passage,
    questions,
    quiz,
    catalogue,
    demoPassage,
    demoQuestion,
    demoQuiz,
    sharedQuiz,
    thread,
    asked: asked!,
    reply: reply!,
    coachDocument,
    audioFilename,
    prompt: prompt!,
    activationCode,
    /** An answer of the student's, marked; set by `worldFlows` once the world stands. */
    markedEvaluation: 0,
    /** Reports a question as the student, so it may be swapped in an open attempt. */
    report: (questionId: number) =>
      db.insert(questionReports).values({
        questionId,
        userId: people.student.id,
        message: 'The options are unclear.',
      }),
  };
}
