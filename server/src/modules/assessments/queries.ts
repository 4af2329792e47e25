import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { pageWithTotal, windowTotal } from '../../db/page';
import { quizzes } from '../../db/schema';

/** Generated assessments of one school (Kyu's own for no school), only published ones if asked. */
const assessmentsOf = (schoolId: number | null, publishedOnly: boolean) =>
  and(
    eq(quizzes.quizTypeId, QuizType.generated),
    eq(quizzes.isActive, true),
    schoolId === null ? isNull(quizzes.schoolId) : eq(quizzes.schoolId, schoolId),
    publishedOnly ? eq(quizzes.isShared, true) : undefined,
  );

export async function listAssessments(
  db: Db,
  filter: { schoolId: number | null; publishedOnly: boolean },
  page: { limit: number; offset: number },
) {
  return pageWithTotal(
    db,
    () =>
      db
        .select({ ...getTableColumns(quizzes), total: windowTotal })
        .from(quizzes)
        .where(assessmentsOf(filter.schoolId, filter.publishedOnly))
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
        .$dynamic(),
    page,
  );
}

export async function findAssessment(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.quizTypeId, QuizType.generated)));
  return row;
}

export async function setPublished(db: Db, id: number, published: boolean) {
  const [row] = await db
    .update(quizzes)
    .set({ isShared: published })
    .where(eq(quizzes.id, id))
    .returning();
  return row!;
}
