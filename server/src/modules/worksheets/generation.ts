import {
  DocumentType,
  QuizType,
  type AssessmentGenerateBody,
  type WorksheetGenerateBody,
  type GenerationJob,
  type GenerationStarted,
} from '@kyu/core/contract';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { databaseUnreachable } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/problem';
import type { QuestionGenerator } from '../../providers/llm';
import type { JobQueue } from '../../providers/queue';
import { schoolDocumentTexts, uploadForGeneration, type UploadDeps } from '../documents/service';
import type { DocumentUpload } from '../documents/upload';
import { importQuestions } from '../questions/service';
import type { Principal } from '../sessions/principal';
import * as jobs from './generation-queries';
import * as q from './queries';
import { assertUsableCourse, schoolOf } from './service';

const GENERATION_TYPES: number[] = [DocumentType.curriculum, DocumentType.generation];

/** What a job is asked for: a teacher's worksheets, or curriculum's assessments (no topics). */
type GenerateBody = WorksheetGenerateBody | AssessmentGenerateBody;

const documentIdsOf = (body: GenerateBody) => [
  ...new Set([...(body.curriculum_ids ?? []), ...(body.source_ids ?? [])]),
];

/**
 * The named documents: each of the school's (Kyu's own for no school; 404 otherwise), a
 * curriculum or source, and extracted.
 */
async function documentsOf(db: Db, schoolId: number | null, body: GenerateBody) {
  const ids = documentIdsOf(body);
  if (!ids.length) return [];
  const found = await schoolDocumentTexts(db, schoolId, ids);
  if (found.length !== ids.length) throw notFound('No such document.');
  if (found.some((d) => !GENERATION_TYPES.includes(d.documentTypeId))) {
    throw badRequest('Invalid document type', {
      source_ids: ['must be curriculum or source documents'],
    });
  }
  if (found.some((d) => !d.extracted)) {
    throw conflict('A document is still being extracted; generate once its extraction is done.');
  }
  return found;
}

/**
 * Checks the request and queues it: the job row and its queue entry are written together, so
 * a job the teacher is told of always runs, on whichever instance takes it.
 */
export async function startGeneration(
  db: Db,
  queue: JobQueue,
  who: Principal,
  body: WorksheetGenerateBody,
): Promise<GenerationStarted> {
  return queueGeneration(db, queue, { userId: who.userId, schoolId: schoolOf(who) }, body);
}

/**
 * Queues a job for `owner`'s school (Kyu's own for none) making quizzes of `quizTypeId`:
 * worksheets, or generated assessments (the curriculum console's).
 */
export async function queueGeneration(
  db: Db,
  queue: JobQueue,
  owner: { userId: number; schoolId: number | null },
  body: GenerateBody,
  quizTypeId: number = QuizType.assignment,
): Promise<GenerationStarted> {
  const { schoolId } = owner;
  await assertUsableCourse(db, schoolId, body.course_id);
  await documentsOf(db, schoolId, body);
  const job = await db.transaction(async (tx) => {
    const row = await jobs.insertJob(tx, {
      schoolId,
      ownerId: owner.userId,
      courseId: body.course_id,
      total: body.number_of_worksheets,
      quizTypeId,
      params: body,
    });
    await queue.send('worksheet-generation', { jobId: row.id }, tx);
    return row;
  });
  return { job_id: job.id };
}

function jobJson(row: jobs.JobRow): GenerationJob {
  return {
    job_id: row.id,
    status: row.status,
    made: row.made,
    total: row.total,
    worksheet_ids: row.worksheetIds,
    error: row.error,
  };
}

/** A job is its owner's to watch, and their school's other teachers'; any other is 404. */
export async function generationJob(db: Db, who: Principal, id: number) {
  const row = await jobs.findJob(db, id);
  if (
    !row ||
    (row.ownerId !== who.userId && (who.schoolId === null || row.schoolId !== who.schoolId))
  ) {
    throw notFound('No such generation job.');
  }
  return jobJson(row);
}

interface RunDeps {
  db: Db;
  generator: QuestionGenerator;
  signal: AbortSignal;
}

type Docs = Awaited<ReturnType<typeof schoolDocumentTexts>>;

/**
 * The model's questions for worksheet `index`, asked outside any transaction (it takes
 * seconds, and holds no connection meanwhile); none when the worksheet comes from the bank.
 */
async function askModel(deps: RunDeps, job: jobs.JobRow, index: number, docs: Docs) {
  if (!docs.length) return null;
  const body = job.params as WorksheetGenerateBody;
  return deps.generator.generate(
    {
      text: docs.map((d) => d.text).join('\n\n'),
      count: body.questions_per_worksheet,
      index,
      prompt: body.prompt,
      purpose: body.purpose,
      reference: body.reference,
    },
    deps.signal,
  );
}

type Generated = NonNullable<Awaited<ReturnType<typeof askModel>>>;

/** The question ids of one worksheet: the model's questions saved, or the bank's next ones. */
async function questionIdsFor(db: Queryable, job: jobs.JobRow, made: Generated | null, docs: Docs) {
  const body = job.params as WorksheetGenerateBody;
  if (!made) {
    const taken = (
      await Promise.all(job.worksheetIds.map((id) => q.findWorksheet(db, id)))
    ).flatMap((w) => w?.questionIds ?? []);
    const ids = await q.bankQuestionIds(db, {
      courseId: job.courseId,
      topicIds: body.topic_ids,
      difficultyLevelId: body.difficulty_level_id,
      questionTypeIds: body.question_type_ids,
      taken,
      limit: body.questions_per_worksheet,
    });
    if (!ids.length) throw new Error('The question bank has no more questions for these choices.');
    return ids;
  }
  const topic = docs[0]!.title.slice(0, 200);
  const { ids } = await importQuestions(db, job.courseId, {
    passages: {},
    questions: made.map((x) => ({
      topic,
      passage: null,
      parts: [],
      values: {
        questionTypeId: x.questionTypeId,
        text: x.text,
        options: [],
        marks: 1,
        answer: x.answer,
        explanation: x.explanation,
        methodAnswer: '',
        difficultyLevelId: body.difficulty_level_id ?? 1,
        createdBy: job.ownerId,
      },
    })),
  });
  return ids;
}

const titleOf = (body: WorksheetGenerateBody, index: number, total: number) =>
  `${(body.purpose?.trim() || 'Worksheet').slice(0, 150)} ${index + 1} of ${total}`;

/**
 * How long a run holds its job without renewing: a job whose instance died is taken up this
 * long after its last renewal (the sweep below looks every GENERATION_SWEEP_MS).
 */
export const GENERATION_LEASE_MS = 15_000;
const RENEW_EVERY_MS = 5_000;
export const GENERATION_SWEEP_MS = 5_000;

/** A run that found its job taken by another (it stalled past its lease): it stops, counting nothing. */
class LeaseLost extends Error {}

/**
 * Runs a job from where it stands, holding it by a lease renewed as it works: each worksheet
 * is made and counted in one transaction that counts it only while this run holds the job and
 * only as the next one, so a job cut off by a killed instance is resumed by another after the
 * last one made, and none is made twice. A failure ends the job with its reason and keeps what
 * was made; it is not retried, since the same documents fail the same way. The database going
 * away is not such a failure: the error is thrown for the queue to retry the job.
 */
export async function runGeneration(deps: RunDeps, jobId: number, now: () => Date) {
  const token = randomUUID();
  const job = await jobs.claimJob(deps.db, jobId, token, GENERATION_LEASE_MS);
  if (!job) return;
  const lost = new AbortController();
  const renew = setInterval(() => {
    jobs.renewLease(deps.db, jobId, token, GENERATION_LEASE_MS).then(
      (held) => held || lost.abort(new LeaseLost('another run took the job')),
      () => undefined, // the database out of reach: the next renewal, or the lease's end, tells
    );
  }, RENEW_EVERY_MS);
  const run = { ...deps, signal: AbortSignal.any([deps.signal, lost.signal]) };
  const body = job.params as WorksheetGenerateBody;
  try {
    const docs = await schoolDocumentTexts(deps.db, job.schoolId, documentIdsOf(body));
    for (let index = job.made; index < job.total; index++) {
      const current = (await jobs.findJob(deps.db, jobId))!;
      const made = await askModel(run, current, index, docs);
      run.signal.throwIfAborted();
      await deps.db.transaction(async (tx) => {
        const questionIds = await questionIdsFor(tx, current, made, docs);
        const [worksheet] = await q.insertWorksheets(
          tx,
          [
            {
              title: titleOf(body, index, job.total),
              courseId: job.courseId,
              questionIds,
              schoolId: job.schoolId,
              ownerId: job.ownerId,
            },
          ],
          job.quizTypeId,
        );
        if (!(await jobs.addMade(tx, jobId, token, index, worksheet!.id))) {
          throw new LeaseLost('another run counted this worksheet');
        }
      });
    }
    await jobs.finishJob(deps.db, jobId, token, { status: 'done', finishedAt: now() });
  } catch (error) {
    // Taken by another run, or the server closing: the job is left to whoever holds it next.
    if (error instanceof LeaseLost || run.signal.aborted) return;
    if (databaseUnreachable(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await jobs.finishJob(deps.db, jobId, token, {
      status: 'failed',
      error: message,
      finishedAt: now(),
    });
  } finally {
    clearInterval(renew);
  }
}

/** Queues again the jobs whose run stopped renewing its lease; answers how many. */
export async function requeueAbandoned(db: Db, queue: JobQueue) {
  const ids = await jobs.abandonedJobs(db);
  for (const jobId of ids) await queue.send('worksheet-generation', { jobId });
  return ids.length;
}

/** The generation upload, for the teacher's school: a curriculum or a source document. */
export async function uploadDocument(deps: UploadDeps, who: Principal, upload: DocumentUpload) {
  const schoolId = schoolOf(who);
  return uploadForGeneration(
    deps,
    { userId: who.userId, schoolId },
    {
      ...upload,
      fields: { ...upload.fields, school_id: undefined },
    },
  );
}
