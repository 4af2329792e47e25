import { DocumentType } from '@kyu/core/contract';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attempts,
  classMembers,
  classes,
  documents,
  documentChunks,
  evaluations,
  questions,
  quizzes,
  users,
} from '../../db/schema';

export async function findClass(db: Db, classId: number) {
  const [row] = await db
    .select({ id: classes.id, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, classId));
  return row;
}

/** Whether the user is a student member of the class. */
export async function isStudentOf(db: Db, classId: number, userId: number) {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.userId, userId),
        eq(users.userRoleId, 1),
      ),
    );
  return Boolean(row);
}

/** A student's marked answers per difficulty level, marked within [from, to). */
export async function marksByDifficulty(db: Db, studentId: number, from?: Date, to?: Date) {
  return db
    .select({
      difficultyLevelId: questions.difficultyLevelId,
      correct: sql<number>`count(*) filter (where ${evaluations.isFullMarks})`.mapWith(Number),
      total: count(),
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(
      and(
        eq(attempts.studentId, studentId),
        isNotNull(evaluations.marksGiven),
        from ? gte(evaluations.updatedAt, from) : undefined,
        to ? lt(evaluations.updatedAt, to) : undefined,
      ),
    )
    .groupBy(questions.difficultyLevelId);
}

/** Attempts that answered the question, and quizzes that list it. */
export async function referencesTo(db: Db, questionId: number) {
  const [answered] = await db
    .select({ n: sql<number>`count(distinct ${evaluations.attemptId})`.mapWith(Number) })
    .from(evaluations)
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(or(eq(questions.id, questionId), eq(questions.parentQuestionId, questionId)));
  const listed = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(sql`${quizzes.questionIds} @> ${JSON.stringify([questionId])}::jsonb`)
    .orderBy(quizzes.id);
  return { attemptCount: answered?.n ?? 0, quizIds: listed.map((q) => q.id) };
}

/** Marking documents (type 3) of the given schools and Kyu's own, newest first. */
export async function markingDocuments(db: Db, schoolIds: number[]) {
  return db
    .select({
      id: documents.id,
      schoolId: documents.schoolId,
      documentTypeId: documents.documentTypeId,
      title: documents.title,
      filename: documents.filename,
      mimeType: documents.mimeType,
      byteSize: documents.byteSize,
      extractionState: documents.extractionState,
      extractionProgress: documents.extractionProgress,
      extractionError: documents.extractionError,
      createdAt: documents.createdAt,
      chunkCount: db.$count(documentChunks, eq(documentChunks.documentId, documents.id)),
    })
    .from(documents)
    .where(
      and(
        eq(documents.documentTypeId, DocumentType.marking),
        schoolIds.length
          ? or(isNull(documents.schoolId), inArray(documents.schoolId, schoolIds))
          : isNull(documents.schoolId),
      ),
    )
    .orderBy(sql`${documents.createdAt} desc`, documents.id);
}
