import {
  DocumentType,
  QuizType,
  type AssessmentGenerateBody,
  type WorksheetGenerateBody,
  type GenerationJob,
  type GenerationStarted,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
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

/** The question ids of one worksheet: from the bank, or made from the documents and saved. */
async function questionIdsFor(
  deps: Omit<RunDeps, 'db'> & { db: Queryable },
  job: jobs.JobRow,
  index: number,
  docs: Awaited<ReturnType<typeof schoolDocumentTexts>>,
) {
  const body = job.params as WorksheetGenerateBody;
  const per = body.questions_per_worksheet;
  if (!docs.length) {
    const taken = (
      await Promise.all(job.worksheetIds.map((id) => q.findWorksheet(deps.db, id)))
    ).flatMap((w) => w?.questionIds ?? []);
    const ids = await q.bankQuestionIds(deps.db, {
      courseId: job.courseId,
      topicIds: body.topic_ids,
      difficultyLevelId: body.difficulty_level_id,
      questionTypeIds: body.question_type_ids,
      taken,
      limit: per,
    });
    if (!ids.length) throw new Error('The question bank has no more questions for these choices.');
    return ids;
  }
  const made = await deps.generator.generate(
    {
      text: docs.map((d) => d.text).join('\n\n'),
      count: per,
      index,
      prompt: body.prompt,
      purpose: body.purpose,
      reference: body.reference,
    },
    deps.signal,
  );
  const topic = docs[0]!.title.slice(0, 200);
  const { ids } = await importQuestions(deps.db, job.courseId, {
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
 * Runs a job from where it stands: each worksheet is made and counted in one transaction, so a
 * restart resumes after the last one made. A failure ends the job with its reason and keeps
 * what was made; it is not retried, since the same documents fail the same way.
 */
export async function runGeneration(deps: RunDeps, jobId: number, now: () => Date) {
  const job = await jobs.findJob(deps.db, jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await jobs.updateJob(deps.db, jobId, { status: 'running' });
  const body = job.params as WorksheetGenerateBody;
  try {
    const docs = await schoolDocumentTexts(deps.db, job.schoolId, documentIdsOf(body));
    for (let index = job.made; index < job.total; index++) {
      const current = (await jobs.findJob(deps.db, jobId))!;
      await deps.db.transaction(async (tx) => {
        const questionIds = await questionIdsFor({ ...deps, db: tx }, current, index, docs);
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
        await jobs.addMade(tx, jobId, worksheet!.id);
      });
    }
    await jobs.updateJob(deps.db, jobId, { status: 'done', finishedAt: now() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await jobs.updateJob(deps.db, jobId, { status: 'failed', error: message, finishedAt: now() });
  }
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
