import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { attempts, evaluations, practiceDays, revisionItems, xpEvents } from '../../../db/schema';

const ids = (list: number[]) => JSON.stringify(list);

/**
 * What paying a finished attempt depends on, in one query: what it was granted already (null
 * when nothing yet), the student's XP of the day so far, whether another finished attempt at the
 * quiz was paid, and the marks shown on these questions in their other finished attempts.
 */
export async function xpFacts(
  tx: Queryable,
  at: { userId: number; quizId: number; attemptId: number; day: string; questionIds: number[] },
) {
  const [row] = await tx
    .select({
      done: sql<
        number | null
      >`(select ${xpEvents.amount} from ${xpEvents} where ${xpEvents.attemptId} = ${at.attemptId})`,
      earned: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int`,
      paid: sql<boolean>`exists (select 1 from ${attempts} where ${attempts.studentId} = ${at.userId} and ${attempts.quizId} = ${at.quizId} and ${attempts.gradingCompleted} and ${attempts.id} <> ${at.attemptId} and ${attempts.xpCollected} > 0)`,
      shown: sql<
        [number, number, number][]
      >`coalesce((select json_agg(json_build_array(e.question_id, e.marks_given, e.max_marks)) from ${evaluations} e join ${attempts} a on a.id = e.attempt_id where a.student_id = ${at.userId} and a.grading_completed and a.id <> ${at.attemptId} and e.marks_given is not null and e.question_id in (select value::int from jsonb_array_elements_text(${ids(at.questionIds)}::jsonb))), '[]'::json)`,
    })
    .from(xpEvents)
    .where(sql`${xpEvents.userId} = ${at.userId} and ${xpEvents.day} = ${at.day}`);
  return {
    done: row?.done ?? null,
    earned: row?.earned ?? 0,
    paid: row?.paid ?? false,
    shown: (row?.shown ?? []).map(([questionId, marksGiven, maxMarks]) => ({
      questionId,
      marksGiven,
      maxMarks,
    })),
  };
}

/** What a finished attempt writes: the day, the revision items and, when paid, its XP. */
export interface FinishWrites {
  userId: number;
  day: string;
  /** Questions answered short of full marks: each an item, or one more mistake on it. */
  mistakes: number[];
  /** Of those, the ones mastered all the same (the same question answered right too). */
  masteredMistakes: number[];
  /** Questions answered right in a revision quiz, not among the mistakes: mastered. */
  mastered: number[];
  xp: { attemptId: number; amount: number } | null;
}

/** Writes a finished attempt's progress in one statement. */
export async function writeFinish(tx: Queryable, w: FinishWrites) {
  const xp = w.xp
    ? sql`insert into ${xpEvents} (user_id, amount, source, attempt_id, day) values (${w.userId}, ${w.xp.amount}, 'quiz', ${w.xp.attemptId}, ${w.day})`
    : sql`select 1`;
  await tx.execute(sql`
    with practised as (
      insert into ${practiceDays} (user_id, day) values (${w.userId}, ${w.day}) on conflict do nothing
    ), missed as (
      insert into ${revisionItems} (user_id, question_id, mastered)
      select ${w.userId}, m.id, m.id in (select value::int from jsonb_array_elements_text(${ids(w.masteredMistakes)}::jsonb))
      from (select value::int as id from jsonb_array_elements_text(${ids(w.mistakes)}::jsonb)) m
      on conflict (user_id, question_id) do update
        set mistakes = ${revisionItems}.mistakes + 1, mastered = excluded.mastered, seen = false, updated_at = now()
    ), learnt as (
      update ${revisionItems} set mastered = true, updated_at = now()
      where user_id = ${w.userId}
        and question_id in (select value::int from jsonb_array_elements_text(${ids(w.mastered)}::jsonb))
    )
    ${xp}`);
}
