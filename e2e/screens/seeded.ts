import { expect, type APIRequestContext } from '@playwright/test';
import { LessonItemType, QuizType } from '../../core/src/constants';
import { apiToken } from '../specs/helpers';

/**
 * The seeded records the gallery's routes open, asked of the API as their owners would: a
 * route's `:id` is a real quiz, child, lesson or record, so each page shows what a user sees
 * rather than its "not found". Looked up once per run.
 */
export interface Seeded {
  practiceQuiz: number;
  mockExam: number;
  sharedQuiz: number;
  demoQuiz: number;
  /** A lesson of Mia's with a reading item, for /aibook and /learning-content. */
  lesson: number;
  reading: number;
  /** Mia, the parent's child and the teacher's pupil. */
  child: number;
  teacherClass: number;
  /** The first record of each console list, per admin (a school admin's are their school's). */
  admin: AdminIds;
  schoolAdmin: AdminIds;
}

/** An admin's record ids; null where the admin's list is empty. */
export interface AdminIds {
  school: number | null;
  user: number | null;
  course: number | null;
  question: number | null;
  document: number | null;
}

type Row = { id: number };

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The id of a list's first row (a page's `items` when it answers a page), or null. */
async function firstId(request: APIRequestContext, path: string, token: string) {
  const body = await get<Row[] | { items: Row[] }>(request, path, token);
  return (Array.isArray(body) ? body : body.items)[0]?.id ?? null;
}

const required = (id: number | null | undefined, what: string) => {
  expect(id, `the seed has ${what}`).toBeTruthy();
  return id!;
};

/** The seed has no document to open at /admin/extracted-document/:id, so the teacher adds one. */
async function uploadDocument(request: APIRequestContext, token: string) {
  const res = await request.post('/api/v1/worksheets/generation/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      document_type: 'curriculum',
      title: 'Screens gallery curriculum',
      file: {
        name: 'screens.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Fractions name equal parts of a whole. Area is length times breadth.'),
      },
    },
  });
  expect(res.status()).toBe(200);
}

async function adminIds(request: APIRequestContext, email: string): Promise<AdminIds> {
  const token = await apiToken(request, email);
  return {
    school: await firstId(request, '/admin/schools?range=[0,0]', token),
    user: await firstId(request, '/admin/users?range=[0,0]', token),
    course: await firstId(request, '/admin/courses?range=[0,0]', token),
    question: await firstId(request, '/admin/questions?size=1', token),
    document: await firstId(request, '/admin/documents', token),
  };
}

/** A demo quiz: the ids a student's list leaves out, tried as demos in turn (embed-modes.spec.ts). */
async function demoQuizId(request: APIRequestContext, listed: Set<number>) {
  for (let id = 1; id <= Math.max(...listed) + 5; id++) {
    if (!listed.has(id) && (await request.get(`/api/v1/quiz/${id}/demo`)).ok()) return id;
  }
  return null;
}

interface Lesson {
  id: number;
  sections: { items: { id: number; item_type_id: number }[] }[];
}

async function lookUp(request: APIRequestContext): Promise<Seeded> {
  const student = await apiToken(request, 'student@example.com');
  const quizzes = await get<{ id: number; quiz_type_id: number }[]>(request, '/quiz', student);
  const ofType = (type: number) => quizzes.find((q) => q.quiz_type_id === type)?.id;
  const [first] = await get<Row[]>(request, '/lessons', student);
  const lesson = await get<Lesson>(request, `/lessons/${required(first?.id, 'a lesson')}`, student);
  const reading = lesson.sections
    .flatMap((s) => s.items)
    .find((i) => i.item_type_id === LessonItemType.content);

  const teacher = await apiToken(request, 'teacher@example.com');
  const { items: worksheets } = await get<{ items: (Row & { is_shared: boolean })[] }>(
    request,
    '/worksheets?size=100',
    teacher,
  );
  const parent = await apiToken(request, 'parent@example.com');
  const [child] = await get<Row[]>(request, '/users/children', parent);

  const admin = await apiToken(request, 'admin@example.com');
  if ((await firstId(request, '/admin/documents', admin)) === null)
    await uploadDocument(request, teacher);

  return {
    practiceQuiz: required(ofType(QuizType.practice), 'a practice quiz'),
    mockExam: required(ofType(QuizType.exam), 'a mock exam'),
    sharedQuiz: required(worksheets.find((w) => w.is_shared)?.id, 'a shared quiz'),
    demoQuiz: required(await demoQuizId(request, new Set(quizzes.map((q) => q.id))), 'a demo quiz'),
    lesson: lesson.id,
    reading: required(reading?.id, 'a reading item'),
    child: required(child?.id, "the parent's child"),
    teacherClass: required(await firstId(request, '/teachers/class', teacher), 'a class'),
    admin: await adminIds(request, 'admin@example.com'),
    schoolAdmin: await adminIds(request, 'schooladmin@example.com'),
  };
}

let seeded: Promise<Seeded> | undefined;

/** The seeded ids, looked up by the first test that asks. */
export const seededIds = (request: APIRequestContext) => (seeded ??= lookUp(request));
