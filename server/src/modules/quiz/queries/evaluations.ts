import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { attempts, evaluations, quizzes } from '../../../db/schema';
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
  changes: Partial<NewAttempt>,
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

/** An answer as a submit writes it: its value and, when it was scored ahead, its mark. */
export interface SubmittedRow extends SubmittedValue {
  mark: MarkOutcome | null;
}

/** An attempt a submit claimed, with what marking needs of its quiz. */
export type ClaimedAttempt = typeof attempts.$inferSelect & {
  quizTypeId: number;
  quizSchoolId: number | null;
  /** The evaluations the claim wrote: each of `rows` unless it was marked meanwhile. */
  savedIds: number[];
};

/** What a submit claims the attempt with. */
export interface Claim {
  isReview: boolean;
  /** The recording sent with it, when one was. */
  audioFilename: string | null;
  submittedAt: Date;
  submitKey: string | null;
}

/** A value filled in when the prepared statement runs. */
const p = (name: string) => sql`${sql.placeholder(name)}`;

/** The claiming statement, with or without a recording to keep, built once per database. */
function claimStatement(db: Db, withAudio: boolean) {
  const claimed = db.$with('claimed').as(
    db
      .update(attempts)
      .set({
        isReview: p('isReview'),
        ...(withAudio ? { audioFilename: p('audioFilename') } : {}),
        submittedAt: p('submittedAt'),
        submitKey: p('submitKey'),
      })
      .where(and(eq(attempts.id, p('attemptId')), isNull(attempts.submittedAt)))
      .returning(),
  );
  const marked = <T>(column: unknown, fresh: string) =>
    sql<T>`case when m.marked then ${sql.raw(fresh)} else ${column} end`;
  const saved = db.$with('saved').as(
    db
      .update(evaluations)
      .set({
        value: sql`m.value`,
        timeSpent: sql`m.time_spent`,
        numOptionsClicked: sql`m.num_options_clicked`,
        marksGiven: sql`m.marks_given`,
        maxMarks: marked(evaluations.maxMarks, 'm.max_marks'),
        isFullMarks: marked(evaluations.isFullMarks, 'm.is_full_marks'),
        feedback: marked(evaluations.feedback, 'm.feedback'),
        needsReview: marked(evaluations.needsReview, 'm.needs_review'),
        isSubmitted: marked(evaluations.isSubmitted, 'true'),
        updatedAt: p('submittedAt'),
      })
      .from(
        sql`jsonb_to_recordset(${p('answers')}::jsonb) as m(id int, value text, time_spent int, num_options_clicked int, marked boolean, marks_given real, max_marks int, is_full_marks boolean, feedback text, needs_review boolean)`,
      )
      .where(
        and(
          sql`${evaluations.id} = m.id`,
          isNull(evaluations.marksGiven),
          sql`exists (select 1 from ${claimed})`,
        ),
      )
      .returning({ id: evaluations.id }),
  );
  return db
    .with(claimed, saved)
    .select({
      ...claimed._.selectedFields,
      quizTypeId: sql<number>`(select qz.quiz_type_id from ${quizzes} qz where qz.id = claimed.quiz_id)`,
      quizSchoolId: sql<
        number | null
      >`(select qz.school_id from ${quizzes} qz where qz.id = claimed.quiz_id)`,
      savedIds: sql<number[]>`(select coalesce(json_agg(saved.id), '[]'::json) from ${saved})`,
    })
    .from(claimed)
    .prepare(withAudio ? 'quiz_submit_audio' : 'quiz_submit');
}

type ClaimStatement = ReturnType<typeof claimStatement>;
const claimStatements = new WeakMap<Db, { plain: ClaimStatement; audio: ClaimStatement }>();

/**
 * Claims an open attempt for finishing and writes its answers (with the marks scored ahead)
 * only if the claim succeeded, in one statement: only one caller ever gets the attempt back,
 * so it is marked once, and a submit that lost the race changes nothing. An evaluation marked
 * meanwhile (a practice check) keeps its answer and mark. The claimed attempt comes with its
 * quiz's type and school, which marking needs. The statement is the hottest of a submit, so it
 * is built once and prepared.
 */
export async function submitAttempt(
  db: Db,
  attemptId: number,
  rows: SubmittedRow[],
  claim: Claim,
): Promise<ClaimedAttempt | undefined> {
  let statements = claimStatements.get(db);
  if (!statements) {
    statements = { plain: claimStatement(db, false), audio: claimStatement(db, true) };
    claimStatements.set(db, statements);
  }
  const answers = JSON.stringify(
    rows.map(({ id, value, timeSpent, numOptionsClicked, mark }) => ({
      id,
      value,
      time_spent: timeSpent,
      num_options_clicked: numOptionsClicked,
      marked: mark !== null,
      marks_given: mark?.marks_given ?? null,
      max_marks: mark?.max_marks ?? null,
      is_full_marks: mark?.is_full_marks ?? null,
      feedback: mark?.feedback ?? null,
      needs_review: mark?.needs_review ?? null,
    })),
  );
  const statement = claim.audioFilename === null ? statements.plain : statements.audio;
  const [row] = await statement.execute({
    ...claim,
    submittedAt: claim.submittedAt.toISOString(),
    attemptId,
    answers,
  });
  return row;
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
