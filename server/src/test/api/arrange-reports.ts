import {
  assignmentStudents,
  lessonAssignments,
  lessonSections,
  lessons,
  worksheetAssignments,
} from '../../db/schema';
import { makeQuiz } from '@kyu/test-support/db';
import { MARKER, type World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/** A worksheet given to the first school's class and a lesson section given to it, made once. */
const made = new WeakMap<
  World,
  Promise<{ worksheetId: number; assignmentId: number; sectionId: number }>
>();

async function teaching(w: World) {
  const worksheet = await makeQuiz(w.db, {
    courseId: w.course.id,
    quizTypeId: 1,
    schoolId: w.hillside.id,
    ownerId: w.people.teacher.id,
    title: `${MARKER} worksheet`,
    questionIds: [w.questions[0]!.id],
  });
  const [assignment] = await w.db
    .insert(worksheetAssignments)
    .values({ worksheetId: worksheet.id, classId: w.klass.id })
    .returning();
  await w.db
    .insert(assignmentStudents)
    .values({ assignmentId: assignment!.id, studentId: w.people.student.id });
  const [lesson] = await w.db
    .insert(lessons)
    .values({
      title: `${MARKER} lesson`,
      courseId: w.course.id,
      lessonTypeId: 1,
      schoolId: w.hillside.id,
    })
    .returning();
  const [section] = await w.db
    .insert(lessonSections)
    .values({ lessonId: lesson!.id, title: `${MARKER} section`, courseTaggingIds: [w.topic.id] })
    .returning();
  await w.db.insert(lessonAssignments).values({ lessonId: lesson!.id, classId: w.klass.id });
  return { worksheetId: worksheet.id, assignmentId: assignment!.id, sectionId: section!.id };
}

const teachingOf = (w: World) => {
  if (!made.has(w)) made.set(w, teaching(w));
  return made.get(w)!;
};

/** Class performance and reports (issue 13): the first school's class, its student and topic. */
const klass = ({ w }: Ctx) => ({ path: { id: w.klass.id } });
const student = ({ w }: Ctx) => ({ path: { id: w.klass.id, sid: w.people.student.id } });

export const ARRANGE_REPORTS = {
  'GET /api/v1/classes/{id}/topics-performance': klass,
  'GET /api/v1/classes/{id}/students-performance': klass,
  'GET /api/v1/classes/{id}/class-average-performance': klass,
  'GET /api/v1/classes/{id}/class-performance': klass,
  'GET /api/v1/classes/{id}/school-average-performance': klass,
  'GET /api/v1/classes/{id}/report': klass,
  'GET /api/v1/classes/{id}/students/{sid}/lessons-performance': student,
  'GET /api/v1/classes/{id}/students/{sid}/learning-path-performance': student,
  'GET /api/v1/classes/{id}/students/{sid}/worksheets-performance': student,
  'GET /api/v1/classes/{id}/students/{sid}/report': student,
  'GET /api/v1/classes/{id}/topics/{tid}/report': ({ w }: Ctx) => ({
    path: { id: w.klass.id, tid: w.topic.id },
  }),
  'GET /api/v1/classes/{id}/students/{sid}/topics/{tid}/report': ({ w }: Ctx) => ({
    path: { id: w.klass.id, sid: w.people.student.id, tid: w.topic.id },
  }),
  'GET /api/v1/classes/{id}/worksheets/{wid}/submissions': async ({ w }: Ctx) => ({
    path: { id: w.klass.id, wid: (await teachingOf(w)).worksheetId },
  }),
  'GET /api/v1/worksheets/{id}/assignments/{aid}/classes/{cid}/report': async ({ w }: Ctx) => {
    const { worksheetId, assignmentId } = await teachingOf(w);
    return { path: { id: worksheetId, aid: assignmentId, cid: w.klass.id } };
  },
  'GET /api/v1/lessons/sections/{id}/report': async ({ w }: Ctx) => ({
    path: { id: (await teachingOf(w)).sectionId },
  }),
};
