import { UserRole } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { lessonItems, lessonSections, lessons } from '../../db/schema';
import { openSession } from '../sessions/service';
import {
  makeClass,
  makeCourse,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeUser,
} from '@kyu/test-support/db';

const bearer = async (db: Db, userId: number) => ({
  authorization: `Bearer ${await openSession(db, userId)}`,
});

/** A lesson of one reading and one worksheet item, in one section. */
export async function makeLesson(
  db: Db,
  values: {
    courseId: number;
    schoolId: number | null;
    worksheetId: number;
    lessonTypeId?: number;
    title?: string;
  },
) {
  const [lesson] = await db
    .insert(lessons)
    .values({
      title: values.title ?? 'Fractions',
      courseId: values.courseId,
      schoolId: values.schoolId,
      lessonTypeId: values.lessonTypeId ?? 3,
    })
    .returning();
  const [section] = await db
    .insert(lessonSections)
    .values({ lessonId: lesson!.id, title: 'Halves' })
    .returning();
  const items = await db
    .insert(lessonItems)
    .values([
      {
        sectionId: section!.id,
        position: 0,
        title: 'Read',
        note: 'A half is one of two.',
        itemTypeId: 1,
      },
      {
        sectionId: section!.id,
        position: 1,
        title: 'Try',
        itemTypeId: 2,
        worksheetId: values.worksheetId,
      },
    ])
    .returning();
  return { lesson: lesson!, section: section!, reading: items[0]!, worksheet: items[1]! };
}

/**
 * A school with a course at its student's level, a teacher and a student in one class, a
 * worksheet of two questions, a learning-path lesson of it, a teacher of another school and one
 * of Kyu's administrators.
 */
export async function makeLessonWorld(db: Db) {
  const school = await makeSchool(db);
  const other = await makeSchool(db);
  const course = await makeCourse(db, { schoolId: school.id });
  const student = await makeUser(db, {
    schoolId: school.id,
    academicLevelId: course.academicLevelId,
  });
  const teacher = await makeUser(db, { schoolId: school.id, userRoleId: 2, teacherRoleId: 3 });
  const stranger = await makeUser(db, { schoolId: other.id, userRoleId: 2, teacherRoleId: 1 });
  const kyuAdmin = await makeUser(db, { userRoleId: UserRole.admin });
  const klass = await makeClass(db, { schoolId: school.id, memberIds: [student.id, teacher.id] });
  const questions = [await makeQuestion(db, course.id), await makeQuestion(db, course.id)];
  const quiz = await makeQuiz(db, {
    courseId: course.id,
    questionIds: questions.map((q) => q.id),
    quizTypeId: 1,
    schoolId: school.id,
    ownerId: teacher.id,
  });
  const made = await makeLesson(db, {
    courseId: course.id,
    schoolId: school.id,
    worksheetId: quiz.id,
  });
  return {
    school,
    other,
    course,
    student,
    teacher,
    klass,
    questions,
    quiz,
    ...made,
    as: {
      student: await bearer(db, student.id),
      teacher: await bearer(db, teacher.id),
      stranger: await bearer(db, stranger.id),
      kyuAdmin: await bearer(db, kyuAdmin.id),
    },
  };
}
