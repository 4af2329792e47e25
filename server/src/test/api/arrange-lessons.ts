import { json } from './call';
import { lessonAssignments } from '../../db/schema';
import { makeLesson } from '../../modules/lessons/test-lessons';
import { MARKER, type World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/**
 * A lesson of the first school's course, of a reading and a worksheet item, given to its class:
 * made fresh for each call, as calls change, retire or complete it.
 */
async function lessonOf(w: World) {
  const made = await makeLesson(w.db, {
    courseId: w.course.id,
    schoolId: w.hillside.id,
    worksheetId: w.quiz.id,
    title: `${MARKER} fractions`,
  });
  const [assignment] = await w.db
    .insert(lessonAssignments)
    .values({ lessonId: made.lesson.id, classId: w.klass.id })
    .returning();
  return { ...made, assignment: assignment! };
}

const byLesson = async ({ w }: Ctx) => ({ path: { id: (await lessonOf(w)).lesson.id } });

/** Lessons and learning paths (issue 13): the first school's lesson, class and student. */
export const ARRANGE_LESSONS = {
  'GET /api/v1/lessons/progress': ({ w }: Ctx) => ({ query: { class_id: String(w.klass.id) } }),
  'GET /api/v1/lessons/worksheets': ({ w }: Ctx) => ({ query: { course_id: String(w.course.id) } }),
  'GET /api/v1/lessons/{id}': byLesson,
  'PATCH /api/v1/lessons/{id}': byLesson,
  'DELETE /api/v1/lessons/{id}': byLesson,
  'POST /api/v1/lessons/{id}/duplicate': byLesson,
  'GET /api/v1/lessons/{id}/average-score': byLesson,
  'POST /api/v1/lessons/{id}/assign': async ({ w }: Ctx) => ({
    path: { id: (await lessonOf(w)).lesson.id },
    body: json({ class_id: w.klass.id }),
  }),
  'GET /api/v1/lessons/{lessonId}/assignments/{id}/classes/{classId}/progress': async ({
    w,
  }: Ctx) => {
    const l = await lessonOf(w);
    return { path: { lessonId: l.lesson.id, id: l.assignment.id, classId: w.klass.id } };
  },
  'GET /api/v1/lessons/{id}/assignments/{aid}/students/{sid}/performance': async ({ w }: Ctx) => {
    const l = await lessonOf(w);
    return { path: { id: l.lesson.id, aid: l.assignment.id, sid: w.people.student.id } };
  },
  'GET /api/v1/lessons/section/{id}/assignments/{aid}/students/{sid}/performance': async ({
    w,
  }: Ctx) => {
    const l = await lessonOf(w);
    return { path: { id: l.section.id, aid: l.assignment.id, sid: w.people.student.id } };
  },
  'PATCH /api/v1/lessons/{id}/assignments/{aid}/items/{itemId}/complete': async ({ w }: Ctx) => {
    const l = await lessonOf(w);
    return { path: { id: l.lesson.id, aid: l.assignment.id, itemId: l.reading.id } };
  },
};
