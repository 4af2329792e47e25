import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import {
  courseTaggings,
  evaluations,
  passages,
  questionTaggings,
  questions,
} from '../../db/schema';

export type QuestionValues = Omit<typeof questions.$inferInsert, 'id' | 'tsv'>;
export type PartValues = Omit<QuestionValues, 'parentQuestionId' | 'position'>;

/** Which of these topic ids belong to the course. */
export async function courseTaggingIdsOf(db: Queryable, courseId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: courseTaggings.id })
    .from(courseTaggings)
    .where(and(eq(courseTaggings.courseId, courseId), inArray(courseTaggings.id, ids)));
  return rows.map((r) => r.id);
}

export async function passageInCourse(db: Queryable, courseId: number, passageId: number) {
  const [row] = await db
    .select({ id: passages.id })
    .from(passages)
    .where(and(eq(passages.id, passageId), eq(passages.courseId, courseId)));
  return Boolean(row);
}

/**
 * Writes a question, its parts and its topics. Parts are updated in place by position (an
 * evaluation's history may point at one), extra ones added and surplus ones removed.
 */
export async function writeQuestion(
  tx: Tx,
  id: number | undefined,
  values: QuestionValues,
  parts: PartValues[],
  taggingIds: number[],
): Promise<number> {
  let questionId: number;
  if (id === undefined) {
    const [row] = await tx.insert(questions).values(values).returning({ id: questions.id });
    questionId = row!.id;
  } else {
    await tx
      .update(questions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(questions.id, id));
    questionId = id;
  }
  const existing = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.parentQuestionId, questionId))
    .orderBy(asc(questions.position), asc(questions.id));
  const fresh: QuestionValues[] = [];
  for (const [position, part] of parts.entries()) {
    const row = { ...part, parentQuestionId: questionId, position };
    const old = existing[position];
    if (old)
      await tx
        .update(questions)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(questions.id, old.id));
    else fresh.push(row);
  }
  if (fresh.length) await tx.insert(questions).values(fresh);
  const surplus = existing.slice(parts.length).map((p) => p.id);
  if (surplus.length) await tx.delete(questions).where(inArray(questions.id, surplus));
  await tx.delete(questionTaggings).where(eq(questionTaggings.questionId, questionId));
  if (taggingIds.length) {
    await tx
      .insert(questionTaggings)
      .values(taggingIds.map((courseTaggingId) => ({ questionId, courseTaggingId })));
  }
  return questionId;
}

/** Whether any evaluation answered the question or one of its parts. */
export async function isAnswered(db: Queryable, questionId: number) {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(or(eq(questions.id, questionId), eq(questions.parentQuestionId, questionId)))
    .limit(1);
  return Boolean(row);
}

export async function retireQuestion(db: Queryable, id: number) {
  await db
    .update(questions)
    .set({ retiredAt: new Date(), isEnabled: false, updatedAt: new Date() })
    .where(eq(questions.id, id));
}

export async function deleteQuestion(db: Queryable, id: number) {
  await db.delete(questions).where(eq(questions.id, id));
}

/** Whether the bank holds any question at all. */
export async function anyQuestion(db: Queryable) {
  const [row] = await db.select({ id: questions.id }).from(questions).limit(1);
  return row !== undefined;
}

/**
 * Adds topics to a course, or finds them when it has them already (generated questions go to
 * the same topic each time); answers their ids, by name.
 */
export async function insertTopics(db: Queryable, courseId: number, names: string[]) {
  if (!names.length) return new Map<string, number>();
  const rows = await db
    .insert(courseTaggings)
    .values(names.map((topicName) => ({ courseId, topicName })))
    .onConflictDoUpdate({
      target: [courseTaggings.courseId, courseTaggings.topicName],
      set: { topicName: sql`excluded.topic_name` },
    })
    .returning({ id: courseTaggings.id, topicName: courseTaggings.topicName });
  return new Map(rows.map((t) => [t.topicName, t.id]));
}

/** Adds passages to a course; answers their ids in the order given. */
export async function insertPassages(
  db: Queryable,
  courseId: number,
  list: { title: string; text: string }[],
) {
  if (!list.length) return [];
  const rows = await db
    .insert(passages)
    .values(list.map((p) => ({ courseId, ...p })))
    .returning({ id: passages.id });
  return rows.map((r) => r.id);
}

/** Adds questions (or parts) in one statement; answers their ids in the order given. */
export async function insertQuestions(db: Queryable, values: QuestionValues[]) {
  if (!values.length) return [];
  const rows = await db.insert(questions).values(values).returning({ id: questions.id });
  return rows.map((r) => r.id);
}

export async function insertTaggings(
  db: Queryable,
  values: { questionId: number; courseTaggingId: number }[],
) {
  if (values.length) await db.insert(questionTaggings).values(values);
}
