import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { GenerationJob } from '@kyu/core/contract';
import { multipartForm } from '@kyu/test-support/multipart';
import type { Db } from '../../db/client';
import {
  makeClass,
  makeCourse,
  makeQuestion,
  makeSchool,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';

/**
 * A school for the worksheet tests: a teacher of a class of two students, a student of the
 * school outside the class, a school course with three questions, and a second school with
 * its own teacher and class.
 */
export async function worksheetSchool(db: Db) {
  const school = await makeSchool(db);
  const other = await makeSchool(db);
  const teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const colleague = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const stranger = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId: other.id });
  const course = await makeCourse(db, { schoolId: school.id });
  const students = [
    await signedIn(db, {
      userRoleId: 1,
      schoolId: school.id,
      academicLevelId: course.academicLevelId,
    }),
    await signedIn(db, {
      userRoleId: 1,
      schoolId: school.id,
      academicLevelId: course.academicLevelId,
    }),
  ];
  const outsider = await signedIn(db, {
    userRoleId: 1,
    schoolId: school.id,
    academicLevelId: course.academicLevelId,
  });
  const foreigner = await makeUser(db, { userRoleId: 1, schoolId: other.id });
  const klass = await makeClass(db, {
    schoolId: school.id,
    memberIds: [teacher.user.id, ...students.map((s) => s.user.id)],
  });
  const otherClass = await makeClass(db, { schoolId: other.id, memberIds: [stranger.user.id] });
  const questions = [
    await makeQuestion(db, course.id, { text: 'What is the capital of France?' }),
    await makeQuestion(db, course.id, { text: 'What is the capital of Spain?' }),
    await makeQuestion(db, course.id, { text: 'What is the capital of Italy?' }),
  ];
  return {
    school,
    other,
    teacher,
    colleague,
    stranger,
    course,
    students,
    outsider,
    foreigner,
    klass,
    otherClass,
    questions,
  };
}

export type WorksheetSchool = Awaited<ReturnType<typeof worksheetSchool>>;

/** `app.inject` of a worksheet call as `headers`, answering the status and JSON body. */
export async function call(
  app: FastifyInstance,
  headers: Record<string, string> | undefined,
  method: InjectOptions['method'],
  path: string,
  payload?: object,
) {
  const res = await app.inject({ method, url: `/api/v1/worksheets${path}`, headers, payload });
  return { status: res.statusCode, body: res.json(), res };
}

/** Notes on rivers, uploaded as a generation document. */
export const RIVER_NOTES = `# Rivers

The Nile is about 6650 kilometres long.
Rivers carry water from mountains down to the ocean.
Deltas form where rivers meet the sea.
A river basin drains rain from a wide area of land.`;

/** A generation job once it has ended (done or failed), polled as its teacher would. */
export async function finishedJob(
  app: FastifyInstance,
  headers: Record<string, string>,
  jobId: number,
): Promise<GenerationJob> {
  for (let i = 0; i < 100; i++) {
    const { body } = await call(app, headers, 'GET', `/generation/jobs/${jobId}`);
    if (body.status === 'done' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The job did not finish');
}

/** Uploads `notes` as a Markdown generation document of `documentType`. */
export function uploadNotes(
  app: FastifyInstance,
  headers: Record<string, string>,
  documentType: string,
  notes: string,
) {
  const form = multipartForm({ document_type: documentType }, [
    { filename: 'rivers.md', contentType: 'text/markdown', bytes: Buffer.from(notes) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/worksheets/generation/documents',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** That a job failed saying `error`, keeping the `made` worksheets of `total` it had made. */
export function expectFailedKeeping(
  job: GenerationJob,
  made: number,
  total: number,
  error: string,
) {
  expect(job).toMatchObject({ status: 'failed', made, total, error });
  expect(job.worksheet_ids).toHaveLength(made);
}

/** The text of one file of a zip (a .docx), read from its local header: enough for a test. */
export function zipEntry(zip: Buffer, name: string): string {
  for (let at = 0; at < zip.length - 30; at++) {
    if (zip.readUInt32LE(at) !== 0x04034b50) continue;
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== name) continue;
    const start = at + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} is not in the zip`);
}
