import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedOn } from '../../../db/prepared';
import { attempts, evaluations, quizzes } from '../../../db/schema';
import type { MarkOutcome } from '../../marking';
import type { SubmittedValue } from './evaluations';

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
          // The attempt's own rows, found by its index, whatever the statistics say.
          eq(evaluations.attemptId, p('attemptId')),
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

const plainClaim = preparedOn((db) => claimStatement(db, false));
const audioClaim = preparedOn((db) => claimStatement(db, true));

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
  const statement = (claim.audioFilename === null ? plainClaim : audioClaim)(db);
  const [row] = await statement.execute({
    ...claim,
    submittedAt: claim.submittedAt.toISOString(),
    attemptId,
    answers,
  });
  return row;
}
