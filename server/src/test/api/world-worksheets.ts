import type { Db } from '../../db/client';
import { assignmentStudents, generationJobs, quizzes, worksheetAssignments } from '../../db/schema';

/**
 * The first school's worksheet records (issue 13): a worksheet of its course given to its class
 * and student, a finished generation job, and a shared worksheet of Kyu's catalogue questions
 * (public by its link, so without the marker).
 */
export async function worksheetRecords(
  db: Db,
  w: {
    marker: string;
    schoolId: number;
    teacherId: number;
    studentId: number;
    classId: number;
    courseId: number;
    questionId: number;
    catalogueId: number;
    catalogueQuestionId: number;
  },
) {
  const [worksheet, sharedWorksheet] = await db
    .insert(quizzes)
    .values([
      {
        title: `${w.marker} worksheet`,
        courseId: w.courseId,
        quizTypeId: 1,
        questionIds: [w.questionId],
        schoolId: w.schoolId,
        ownerId: w.teacherId,
      },
      {
        title: 'Shared worksheet',
        courseId: w.catalogueId,
        quizTypeId: 1,
        questionIds: [w.catalogueQuestionId],
        schoolId: w.schoolId,
        ownerId: w.teacherId,
        isShared: true,
      },
    ])
    .returning();
  const [assignment] = await db
    .insert(worksheetAssignments)
    .values({ worksheetId: worksheet!.id, classId: w.classId, assignedBy: w.teacherId })
    .returning();
  await db
    .insert(assignmentStudents)
    .values({ assignmentId: assignment!.id, studentId: w.studentId });
  const [generationJob] = await db
    .insert(generationJobs)
    .values({
      schoolId: w.schoolId,
      ownerId: w.teacherId,
      courseId: w.courseId,
      status: 'done',
      total: 1,
      made: 1,
      params: {},
      worksheetIds: [worksheet!.id],
    })
    .returning();
  return {
    worksheet: worksheet!,
    sharedWorksheet: sharedWorksheet!,
    assignment: assignment!,
    generationJob: generationJob!,
  };
}
