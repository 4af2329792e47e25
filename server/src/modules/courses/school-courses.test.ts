import { describe, expect, it } from 'vitest';
import {
  makeClass,
  makeCourse,
  makeFamily,
  makeMarkedAttempt,
  makeQuestion,
  makeQuiz,
  makeSchool,
  signedIn,
} from '@kyu/test-support/db';
import type { UserCourse } from '@kyu/core/contract';
import {
  assignmentStudents,
  lessonAssignments,
  lessons,
  worksheetAssignments,
} from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

// Issue 24: a parent saw "Mia has no courses yet" and no weekly report for a child taught at
// school, until they bought a course.
describe("courses: a child's courses from their school, on the parent's pages", () => {
  const t = useTestApp();
  const get = (headers: Record<string, string>, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const childCourses = async (headers: Record<string, string>, childId: number) => {
    const res = await get(headers, `/courses/user?child_id=${childId}&has_assigned_course=true`);
    expect(res.statusCode).toBe(200);
    return res.json<{ courses: UserCourse[] }>().courses;
  };

  /** A school, a family in it, and a class of the child's at the catalogue course's subject and level. */
  async function taughtChild() {
    const school = await makeSchool(t.db);
    const { parent, child } = await makeFamily(t.db, { schoolId: school.id });
    const klass = await makeClass(t.db, {
      schoolId: school.id,
      name: 'P5 Mathematics',
      memberIds: [child.id],
    });
    const course = await makeCourse(t.db, {
      name: 'Primary 5 Mathematics',
      subjectId: klass.subjectId,
      academicLevelId: klass.academicLevelId,
    });
    return { school, parent, child, klass, course };
  }

  it("lists the course a child's class teaches, with the class, before anything is bought", async () => {
    const { parent, child, course } = await taughtChild();
    const courses = await childCourses(parent.headers, child.id);
    expect(courses).toEqual([
      expect.objectContaining({
        id: course.id,
        name: 'Primary 5 Mathematics',
        is_assigned: false,
        school_classes: ['P5 Mathematics'],
      }),
    ]);
  });

  it("leaves out another school's own course and classes the child is not in", async () => {
    const { parent, child, klass } = await taughtChild();
    const elsewhere = await makeSchool(t.db);
    await makeCourse(t.db, {
      schoolId: elsewhere.id,
      subjectId: klass.subjectId,
      academicLevelId: klass.academicLevelId,
    });
    const formerSchool = await makeSchool(t.db);
    await makeClass(t.db, {
      schoolId: formerSchool.id,
      name: 'Not theirs',
      levelName: klass.levelName,
      subjectName: klass.subjectName,
    });
    const ids = (await childCourses(parent.headers, child.id)).map((c) => c.name);
    expect(ids).toEqual(['Primary 5 Mathematics']);
  });

  it('lists the courses of worksheets and lessons given to the child, with the class that gave them', async () => {
    const { school, parent, child, klass } = await taughtChild();
    const worksheetCourse = await makeCourse(t.db, { name: 'Primary 4 Mathematics' });
    const question = await makeQuestion(t.db, worksheetCourse.id);
    const worksheet = await makeQuiz(t.db, {
      courseId: worksheetCourse.id,
      questionIds: [question.id],
      quizTypeId: 1,
      schoolId: school.id,
    });
    const [given] = await t.db
      .insert(worksheetAssignments)
      .values({ worksheetId: worksheet.id, classId: klass.id })
      .returning();
    await t.db.insert(assignmentStudents).values({ assignmentId: given!.id, studentId: child.id });

    const lessonCourse = await makeCourse(t.db, { name: 'Primary 5 Science' });
    const [lesson] = await t.db
      .insert(lessons)
      .values({ title: 'Plants', courseId: lessonCourse.id, lessonTypeId: 1, schoolId: school.id })
      .returning();
    await t.db.insert(lessonAssignments).values({ lessonId: lesson!.id, classId: klass.id });

    const courses = await childCourses(parent.headers, child.id);
    expect(courses.map((c) => [c.name, c.school_classes])).toEqual(
      expect.arrayContaining([
        ['Primary 4 Mathematics', ['P5 Mathematics']],
        ['Primary 5 Science', ['P5 Mathematics']],
      ]),
    );
  });

  it("answers the weekly report of the school course's subject to the parent", async () => {
    const { parent, child, course } = await taughtChild();
    const question = await makeQuestion(t.db, course.id);
    const quiz = await makeQuiz(t.db, { courseId: course.id, questionIds: [question.id] });
    await makeMarkedAttempt(t.db, quiz.id, child.id, [{ questionId: question.id, full: true }], {
      gradedAt: new Date(),
    });
    const [taught] = await childCourses(parent.headers, child.id);
    const week = await get(
      parent.headers,
      `/analysis/weekly-student-statistics/${child.id}/subject/${taught!.subject_id}`,
    );
    expect(week.statusCode).toBe(200);
    expect(week.json()).toMatchObject({ qns_count: 1, avg_mark: 100 });
  });

  it('lists the school course to the student too, with the class', async () => {
    const school = await makeSchool(t.db);
    const student = await signedIn(t.db, { schoolId: school.id });
    const klass = await makeClass(t.db, { schoolId: school.id, memberIds: [student.user.id] });
    const course = await makeCourse(t.db, {
      subjectId: klass.subjectId,
      academicLevelId: klass.academicLevelId,
    });
    const res = await get(student.headers, '/courses/user?has_assigned_course=true');
    expect(res.json().courses).toEqual([
      expect.objectContaining({ id: course.id, school_classes: [klass.name] }),
    ]);
  });
});
