import {
  UserRole,
  type AdminDocument,
  type DifficultyCount,
  type DifficultyCountQuery,
  type QuestionReferences,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/problem';
import { documentJson } from '../documents/service';
import type { Viewer } from './access';
import { visibleQuestion } from './service';
import {
  findClass,
  isStudentOf,
  markingDocuments,
  marksByDifficulty,
  referencesTo,
} from './stats-queries';

const DAY_MS = 86_400_000;

/**
 * `GET /classes/{classId}/students/{studentId}/difficulty-count`: for a teacher (or admin) of
 * the class's school. Days are UTC calendar days, `end` included.
 */
export async function difficultyCount(
  db: Db,
  viewer: Viewer,
  classId: number,
  studentId: number,
  query: DifficultyCountQuery,
): Promise<DifficultyCount> {
  if (viewer.roleId !== UserRole.teacher && viewer.roleId !== UserRole.admin) {
    throw forbidden("Only the class's teachers see its students' results.");
  }
  const found = await findClass(db, classId);
  if (!found || (!viewer.everySchool && found.schoolId !== viewer.schoolId)) {
    throw notFound('No such class.');
  }
  if (!(await isStudentOf(db, classId, studentId))) throw notFound('No such student in the class.');
  const from = query.start ? new Date(`${query.start}T00:00:00Z`) : undefined;
  const to = query.end
    ? new Date(new Date(`${query.end}T00:00:00Z`).getTime() + DAY_MS)
    : undefined;
  const rows = await marksByDifficulty(db, studentId, from, to);
  return {
    student_id: studentId,
    counts: [1, 2, 3].map((level) => {
      const row = rows.find((r) => r.difficultyLevelId === level);
      return { difficulty_level_id: level, correct: row?.correct ?? 0, total: row?.total ?? 0 };
    }),
  };
}

/** `GET /questions/{id}/referenced`: attempts that answered it and quizzes that list it. */
export async function questionReferences(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<QuestionReferences> {
  await visibleQuestion(db, viewer, id);
  const { attemptCount, quizIds } = await referencesTo(db, id);
  return {
    referenced: attemptCount > 0 || quizIds.length > 0,
    attempt_count: attemptCount,
    quiz_ids: quizIds,
  };
}

/**
 * `GET /questions/documents/{id}`: the marking documents (type 3) that marking this question
 * may draw on: Kyu's own, and those of the course's school. A catalogue question belongs to no
 * school, so a school's staff see their own school's, which mark their students' answers.
 */
export async function questionDocuments(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<AdminDocument[]> {
  const question = await visibleQuestion(db, viewer, id);
  const schoolId = question.schoolId ?? viewer.schoolId;
  const rows = await markingDocuments(db, schoolId === null ? [] : [schoolId]);
  return rows.map(documentJson);
}
