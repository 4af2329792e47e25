import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { attempts, evaluations } from '../../../db/schema';
import type { MarkOutcome } from '../../marking';
import type { NewAttempt } from './attempts';

export type EvaluationRow = typeof evaluations.$inferSelect;

/** A submitted answer, for its evaluation. */
export interface SubmittedValue {
  id: number;
  value: string | null;
  timeSpent: number;
  numOptionsClicked: number;
}

export async function evaluationsOf(db: Queryable, attemptId: number) {
  return db
    .select()
    .from(evaluations)
    .where(eq(evaluations.attemptId, attemptId))
    .orderBy(asc(evaluations.position), asc(evaluations.id));
}

export async function findEvaluation(db: Queryable, id: number) {
  const [row] = await db
    .select({ evaluation: evaluations, attempt: attempts })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(eq(evaluations.id, id));
  return row;
}

/** Evaluations by id, as stored now. */
export async function evaluationsById(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(evaluations).where(inArray(evaluations.id, ids));
}

/** The evaluation of a question in the attempt a session id holds. */
export async function sessionEvaluation(db: Queryable, sessionHash: string, questionId: number) {
  const [row] = await db
    .select({ id: evaluations.id, quizId: attempts.quizId })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(and(eq(attempts.sessionHash, sessionHash), eq(evaluations.questionId, questionId)));
  return row;
}

/** Saves one answer while its attempt is open: a submit claiming it meanwhile wins. */
export async function saveValue(db: Queryable, id: number, answer: Omit<SubmittedValue, 'id'>) {
  const [saved] = await db
    .update(evaluations)
    .set({
      value: answer.value,
      timeSpent: answer.timeSpent,
      numOptionsClicked: answer.numOptionsClicked,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(evaluations.id, id),
        sql`exists (select 1 from ${attempts} where ${attempts.id} = ${evaluations.attemptId} and ${attempts.submittedAt} is null)`,
      ),
    )
    .returning();
  return saved;
}

/** The columns a JSON row sets, by field, with their SQL types; a row names them as the table does. */
type RowColumns = Partial<Record<keyof EvaluationRow, 'int' | 'real' | 'text' | 'boolean'>>;

/**
 * Updates evaluations from rows that travel as one JSON parameter, read as `m`, each unless its
 * evaluation is marked already. The text depends on the caller's columns alone, so each caller's
 * statement is named and planned once per connection.
 */
function updateUnmarked(
  db: Queryable,
  columns: RowColumns,
  rows: ({ id: number } & Record<string, unknown>)[],
  also: { attemptId?: number; set?: PgUpdateSetSource<typeof evaluations> } = {},
) {
  const fields = Object.keys(columns) as (keyof RowColumns)[];
  const types = fields.map((f) => `, ${evaluations[f].name} ${columns[f]}`).join('');
  const set = Object.fromEntries(fields.map((f) => [f, sql.raw(`m.${evaluations[f].name}`)]));
  return db
    .update(evaluations)
    .set({ ...set, ...also.set, updatedAt: sql`now()` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(id int${sql.raw(types)})`)
    .where(
      and(
        also.attemptId === undefined ? undefined : eq(evaluations.attemptId, also.attemptId),
        sql`${evaluations.id} = m.id`,
        isNull(evaluations.marksGiven),
      ),
    );
}

function updateValues(db: Queryable, attemptId: number, answers: SubmittedValue[]) {
  return updateUnmarked(
    db,
    { value: 'text', timeSpent: 'int', numOptionsClicked: 'int' },
    answers.map((a) => ({
      id: a.id,
      value: a.value,
      time_spent: a.timeSpent,
      num_options_clicked: a.numOptionsClicked,
    })),
    { attemptId },
  ).returning({ id: evaluations.id });
}

/**
 * Saves the answers of a submit, each unless its evaluation is marked already (a practice
 * check), and `changes` to the attempt while it is open, in one statement: the answers travel
 * as one JSON parameter, which both drivers pass alike.
 */
export async function saveSubmission(
  db: Queryable,
  attemptId: number,
  answers: SubmittedValue[],
  changes: Partial<NewAttempt>,
) {
  const open = and(eq(attempts.id, attemptId), isNull(attempts.submittedAt));
  const changing = Object.keys(changes).length > 0;
  if (!answers.length) {
    if (changing) await db.update(attempts).set(changes).where(open);
    return;
  }
  if (!changing) {
    await updateValues(db, attemptId, answers);
    return;
  }
  const saved = db.$with('saved').as(updateValues(db, attemptId, answers));
  await db.with(saved).update(attempts).set(changes).where(open);
}

/**
 * Saves marks in one statement, each unless another marker got there first; answers the rows
 * it marked.
 */
export async function saveMarks(db: Queryable, marks: { id: number; mark: MarkOutcome }[]) {
  if (!marks.length) return [];
  return updateUnmarked(
    db,
    {
      marksGiven: 'real',
      maxMarks: 'int',
      isFullMarks: 'boolean',
      feedback: 'text',
      needsReview: 'boolean',
    },
    marks.map(({ id, mark }) => ({
      id,
      marks_given: mark.marks_given,
      max_marks: mark.max_marks,
      is_full_marks: mark.is_full_marks,
      feedback: mark.feedback,
      needs_review: mark.needs_review,
    })),
    { set: { isSubmitted: true } },
  ).returning(getTableColumns(evaluations));
}

/** A reaction to a marked answer: like or dislike flags, and a message for the content team. */
export async function setReaction(
  db: Queryable,
  id: number,
  reaction: { liked?: boolean; disliked?: boolean; feedbackMessage?: string },
) {
  const [saved] = await db
    .update(evaluations)
    .set({ ...reaction, updatedAt: sql`now()` })
    .where(eq(evaluations.id, id))
    .returning();
  return saved;
}

/** Flips the bookmark of an answer; answers whether it is bookmarked now. */
export async function toggleBookmark(db: Queryable, id: number) {
  const [saved] = await db
    .update(evaluations)
    .set({ bookmarked: sql`not ${evaluations.bookmarked}` })
    .where(eq(evaluations.id, id))
    .returning({ bookmarked: evaluations.bookmarked });
  return saved?.bookmarked ?? false;
}

/** Puts another question in an evaluation's place; its answer starts again. */
export async function replaceQuestion(
  db: Queryable,
  id: number,
  question: { id: number; maxMarks: number },
) {
  const [row] = await db
    .update(evaluations)
    .set({
      questionId: question.id,
      maxMarks: question.maxMarks,
      value: null,
      timeSpent: 0,
      numOptionsClicked: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(evaluations.id, id))
    .returning();
  return row!;
}
