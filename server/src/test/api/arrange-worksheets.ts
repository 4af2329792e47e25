import { quizzes } from '../../db/schema';
import { json } from './call';
import { MARKER, type World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/** A worksheet of the first school made for one call that removes or shares it. */
async function freshWorksheet({ w }: Ctx) {
  const [row] = await w.db
    .insert(quizzes)
    .values({
      title: `${MARKER} spare worksheet`,
      courseId: w.course.id,
      quizTypeId: 1,
      questionIds: [w.questions[1]!.id],
      schoolId: w.hillside.id,
      ownerId: w.people.teacher.id,
    })
    .returning();
  return { path: { id: row!.id } };
}

const notes = {
  field: 'file',
  filename: 'rivers.md',
  contentType: 'text/markdown',
  bytes: Buffer.from('# Rivers\n\nRivers carry water from mountains down to the ocean.'),
};

/** Worksheets (issue 13): the class, assignment and job of the first school, and bodies. */
export const ARRANGE_WORKSHEETS = {
  'POST /api/v1/worksheets': ({ w }: Ctx) => ({
    body: json({ title: 'Fractions', course_id: w.course.id, question_ids: [w.questions[1]!.id] }),
  }),
  'GET /api/v1/worksheets/course/{courseId}/list': ({ w }: Ctx) => ({
    path: { courseId: w.course.id },
  }),
  'DELETE /api/v1/worksheets/{id}': freshWorksheet,
  'POST /api/v1/worksheets/{id}/share': freshWorksheet,
  'PUT /api/v1/worksheets/{id}/questions': ({ w }: Ctx) => ({
    body: json({ question_ids: w.worksheet.questionIds }),
  }),
  'POST /api/v1/worksheets/{id}/assign': ({ w }: Ctx) => ({
    body: json({ class_id: w.klass.id }),
  }),
  'POST /api/v1/worksheets/{id}/assignments/{aid}/unassign': ({ w }: Ctx) => ({
    path: { aid: w.assignment.id },
    body: json({ student_ids: [w.member.id] }),
  }),
  'POST /api/v1/worksheets/{id}/assignments/{aid}/reassign': ({ w }: Ctx) => ({
    path: { aid: w.assignment.id },
  }),
  'GET /api/v1/worksheets/assignments': ({ w }: Ctx) => ({
    query: { class_id: String(w.klass.id) },
  }),
  'GET /api/v1/worksheets/generation/jobs/{jobId}': ({ w }: Ctx) => ({
    path: { jobId: w.generationJob.id },
  }),
  'POST /api/v1/worksheets/generation/documents': () => ({
    body: { kind: 'multipart' as const, fields: { document_type: 'source' }, files: [notes] },
  }),
};
