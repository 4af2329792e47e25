import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import {
  assignmentStudents,
  attempts,
  lessonAssignments,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  lessons,
  worksheetAssignments,
} from '../../db/schema';
import {
  makeClass,
  makeCourse,
  makeMarkedAttempt,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeTopic,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';

/** Monday 5 January 2026 and the Monday after, 10:00 UTC. */
export const WEEK1 = new Date('2026-01-05T10:00:00Z');
export const WEEK2 = new Date('2026-01-12T10:00:00Z');

/**
 * A school with one class of three students (Ann and Ben answer; Cal does not), a pupil of the
 * school outside the class (Dee), a teacher of the class and one who does not teach it, and a
 * second school's teacher-admin. Fractions has an easy and a hard question, decimals a medium.
 * Week 1: Ann and Ben miss the hard fraction; Ann gets the rest, Ben misses the easy one too.
 * Dee gets everything right. Week 2: Ann gets the hard fraction.
 */
export async function reportWorld(db: Db) {
  const school = await makeSchool(db);
  const other = await makeSchool(db);
  const course = await makeCourse(db, { schoolId: school.id });
  const fractions = await makeTopic(db, course.id, 'Fractions');
  const decimals = await makeTopic(db, course.id, 'Decimals');
  const easy = await makeQuestion(db, course.id, { text: 'Half of 8?', difficultyLevelId: 1 }, [
    fractions.id,
  ]);
  const hard = await makeQuestion(
    db,
    course.id,
    { text: 'Add 1/3 and 1/4', difficultyLevelId: 3 },
    [fractions.id],
  );
  const medium = await makeQuestion(db, course.id, { text: 'Round 2.45', difficultyLevelId: 2 }, [
    decimals.id,
  ]);
  const student = (firstName: string) =>
    makeUser(db, { userRoleId: 1, schoolId: school.id, firstName, lastName: 'Pupil' });
  const [ann, ben, cal, dee] = [
    await student('Ann'),
    await student('Ben'),
    await student('Cal'),
    await student('Dee'),
  ];
  const teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const stranger = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const outsider = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId: other.id });
  const klass = await makeClass(db, {
    schoolId: school.id,
    memberIds: [ann.id, ben.id, cal.id, teacher.user.id],
  });
  const worksheet = await makeQuiz(db, {
    courseId: course.id,
    quizTypeId: 1,
    schoolId: school.id,
    ownerId: teacher.user.id,
    questionIds: [easy.id, hard.id, medium.id],
  });
  const [assignment] = await db
    .insert(worksheetAssignments)
    .values({
      worksheetId: worksheet.id,
      classId: klass.id,
      dateAssigned: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  await db
    .insert(assignmentStudents)
    .values([ann, ben, cal].map((s) => ({ assignmentId: assignment!.id, studentId: s.id })));

  // The attempt's totals as marking leaves them: one mark a question.
  const answer = async (who: number, marks: [number, boolean][], gradedAt: Date) => {
    const made = await makeMarkedAttempt(
      db,
      worksheet.id,
      who,
      marks.map(([questionId, full]) => ({ questionId, full })),
      { gradedAt },
    );
    await db
      .update(attempts)
      .set({ totalScore: marks.filter(([, full]) => full).length, maxScore: marks.length })
      .where(eq(attempts.id, made.id));
  };
  await answer(
    ann.id,
    [
      [easy.id, true],
      [hard.id, false],
      [medium.id, true],
    ],
    WEEK1,
  );
  await answer(
    ben.id,
    [
      [easy.id, false],
      [hard.id, false],
      [medium.id, true],
    ],
    WEEK1,
  );
  await answer(
    dee.id,
    [
      [easy.id, true],
      [hard.id, true],
      [medium.id, true],
    ],
    WEEK1,
  );
  await answer(ann.id, [[hard.id, true]], WEEK2);

  return {
    db,
    school,
    course,
    fractions,
    decimals,
    easy,
    hard,
    medium,
    ann,
    ben,
    cal,
    dee,
    teacher,
    stranger,
    outsider,
    klass,
    worksheet,
    assignment: assignment!,
    answer,
  };
}

/** A lesson on fractions given to the class on `givenAt`, one item of which Ann completed. */
export async function fractionsLesson(
  db: Db,
  w: Awaited<ReturnType<typeof reportWorld>>,
  givenAt: Date,
) {
  const [lesson] = await db
    .insert(lessons)
    .values({ title: 'Fractions', courseId: w.course.id, lessonTypeId: 1, schoolId: w.school.id })
    .returning();
  const [section] = await db
    .insert(lessonSections)
    .values({ lessonId: lesson!.id, title: 'Adding', courseTaggingIds: [w.fractions.id] })
    .returning();
  const items = await db
    .insert(lessonItems)
    .values([
      { sectionId: section!.id, title: 'Read', itemTypeId: 1 },
      { sectionId: section!.id, title: 'Try', itemTypeId: 2, worksheetId: w.worksheet.id },
    ])
    .returning();
  const [given] = await db
    .insert(lessonAssignments)
    .values({ lessonId: lesson!.id, classId: w.klass.id, createdAt: givenAt })
    .returning();
  await db.insert(lessonItemCompletions).values({
    itemId: items[1]!.id,
    studentId: w.ann.id,
    assignmentId: given!.id,
    marksGiven: 2,
    maxScore: 3,
  });
  return { lesson: lesson!, section: section! };
}
