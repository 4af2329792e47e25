import { documents, generationJobs, quizzes } from '../../db/schema';
import { QuizType } from '@kyu/core/contract';
import { json } from './call';
import type { World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/**
 * Kyu's own generated assessment (no school, published, so the curriculum guest of no school
 * sees it too), the curriculum staff's job that made it and a curriculum document: made once
 * per world, since curriculum staff of no school work on Kyu's records, not the first school's.
 */
const made = new WeakMap<World, Promise<{ assessment: number; job: number; document: number }>>();

function kyuAssessment(w: World) {
  if (!made.has(w)) made.set(w, makeKyuAssessment(w));
  return made.get(w)!;
}

async function makeKyuAssessment(w: World) {
  const ownerId = w.people.curriculum.id;
  const [assessment] = await w.db
    .insert(quizzes)
    .values({
      title: 'Kyu assessment',
      courseId: w.demoQuiz.courseId,
      quizTypeId: QuizType.generated,
      questionIds: [w.demoQuestion.id],
      schoolId: null,
      ownerId,
      isShared: true,
    })
    .returning();
  const [job] = await w.db
    .insert(generationJobs)
    .values({
      schoolId: null,
      ownerId,
      courseId: w.demoQuiz.courseId,
      status: 'done',
      total: 1,
      made: 1,
      quizTypeId: QuizType.generated,
      params: {},
      worksheetIds: [assessment!.id],
    })
    .returning();
  const [document] = await w.db
    .insert(documents)
    .values({
      schoolId: null,
      documentTypeId: 4,
      title: 'Kyu syllabus',
      filename: 'syllabus.md',
      mimeType: 'text/markdown',
      byteSize: 40,
      sha256: '0'.repeat(64),
      extractedText: 'Rivers carry water from mountains down to the ocean.',
    })
    .returning();
  return { assessment: assessment!.id, job: job!.id, document: document!.id };
}

/** Generated assessments (issue 14): Kyu's own records, which curriculum staff reach. */
export const ARRANGE_ASSESSMENTS = {
  'POST /api/v1/admin/assessments/generate': async ({ w }: Ctx) => ({
    body: json({
      course_id: w.demoQuiz.courseId,
      number_of_worksheets: 1,
      questions_per_worksheet: 1,
      curriculum_ids: [(await kyuAssessment(w)).document],
    }),
  }),
  'GET /api/v1/admin/assessments/generation/jobs/{jobId}': async ({ w }: Ctx) => ({
    path: { jobId: (await kyuAssessment(w)).job },
  }),
  'POST /api/v1/admin/assessments/{id}/publish': async ({ w }: Ctx) => ({
    path: { id: (await kyuAssessment(w)).assessment },
    body: json({ published: true }),
  }),
  'GET /api/v1/admin/assessments/{id}/export.docx': async ({ w }: Ctx) => ({
    path: { id: (await kyuAssessment(w)).assessment },
  }),
};
