import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, evaluations } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import type { MarkOutcome } from '../marking';
import type { EvaluationRow } from './present';
import { evaluationsById } from './queries';

/** A submitted answer, for its evaluation. */
export interface SubmittedValue {
  id: number;
  value: string | null;
  timeSpent: number;
  numOptionsClicked: number;
}

function updateValues(db: Queryable, answers: SubmittedValue[]) {
  const json = JSON.stringify(
    answers.map((a) => ({
      id: a.id,
      value: a.value,
      time_spent: a.timeSpent,
      num_options_clicked: a.numOptionsClicked,
    })),
  );
  return db
    .update(evaluations)
    .set({
      value: sql`m.value`,
      timeSpent: sql`m.time_spent`,
      numOptionsClicked: sql`m.num_options_clicked`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`jsonb_to_recordset(${json}::jsonb) as m(id int, value text, time_spent int, num_options_clicked int)`,
    )
    .where(and(sql`${evaluations.id} = m.id`, isNull(evaluations.marksGiven)))
    .returning({ id: evaluations.id });
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
  changes: Partial<typeof attempts.$inferInsert>,
) {
  const open = and(eq(attempts.id, attemptId), isNull(attempts.submittedAt));
  const changing = Object.keys(changes).length > 0;
  if (!answers.length) {
    if (changing) await db.update(attempts).set(changes).where(open);
    return;
  }
  if (!changing) {
    await updateValues(db, answers);
    return;
  }
  const saved = db.$with('saved').as(updateValues(db, answers));
  await db.with(saved).update(attempts).set(changes).where(open);
}

/**
 * Saves marks in one statement, each unless another marker got there first; answers the rows
 * it marked.
 */
export async function saveMarks(db: Queryable, marks: { id: number; mark: MarkOutcome }[]) {
  if (!marks.length) return [];
  const json = JSON.stringify(
    marks.map(({ id, mark }) => ({
      id,
      marks_given: mark.marks_given,
      max_marks: mark.max_marks,
      is_full_marks: mark.is_full_marks,
      feedback: mark.feedback,
      needs_review: mark.needs_review,
    })),
  );
  return db
    .update(evaluations)
    .set({
      marksGiven: sql`m.marks_given`,
      maxMarks: sql`m.max_marks`,
      isFullMarks: sql`m.is_full_marks`,
      feedback: sql`m.feedback`,
      needsReview: sql`m.needs_review`,
      isSubmitted: true,
      updatedAt: sql`now()`,
    })
    .from(
      sql`jsonb_to_recordset(${json}::jsonb) as m(id int, marks_given real, max_marks int, is_full_marks boolean, feedback text, needs_review boolean)`,
    )
    .where(and(sql`${evaluations.id} = m.id`, isNull(evaluations.marksGiven)))
    .returning(getTableColumns(evaluations));
}

/** Saves one mark unless another marker got there first; answers the row as stored. */
export async function saveMark(db: Db, row: EvaluationRow, mark: MarkOutcome) {
  const [saved] = await saveMarks(db, [{ id: row.id, mark }]);
  if (saved) return saved;
  const [stored] = await evaluationsById(db, [row.id]);
  return stored ?? row;
}

/** Saves many marks at once; answers the rows as stored, by id. */
export async function saveAll(db: Db, marks: { row: EvaluationRow; mark: MarkOutcome }[]) {
  const saved = new Map<number, EvaluationRow>();
  for (const row of await saveMarks(
    db,
    marks.map(({ row, mark }) => ({ id: row.id, mark })),
  )) {
    saved.set(row.id, row);
  }
  const lost = marks.filter(({ row }) => !saved.has(row.id)).map(({ row }) => row.id);
  for (const row of await evaluationsById(db, lost)) saved.set(row.id, row);
  return saved;
}
