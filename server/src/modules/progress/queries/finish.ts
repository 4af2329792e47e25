import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { attempts, evaluations, practiceDays, revisionItems, xpEvents } from '../../../db/schema';

const ids = (list: number[]) => JSON.stringify(list);

/** Marks a student was shown on a question in another finished attempt. */
export interface ShownMarks {
  questionId: number;
  marksGiven: number | null;
  maxMarks: number;
}

/**
 * What paying a finished attempt depends on, in one query: what it was granted already (null
 * when nothing yet), the student's XP of the day so far and in all, whether another finished attempt at the
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
      total: sql<number>`(select coalesce(sum(${xpEvents.amount}), 0)::int from ${xpEvents} where ${xpEvents.userId} = ${at.userId})`,
      paid: sql<boolean>`exists (select 1 from ${attempts} where ${attempts.studentId} = ${at.userId} and ${attempts.quizId} = ${at.quizId} and ${attempts.gradingCompleted} and ${attempts.id} <> ${at.attemptId} and ${attempts.xpCollected} > 0)`,
      // Attempt by attempt, each through its own answers' index: every student's answers to a
      // question would grow with the school.
      shown: sql<
        [number, number, number][]
      >`coalesce((select json_agg(json_build_array(e.question_id, e.marks_given, e.max_marks)) from ${attempts} a cross join lateral (select e.question_id, e.marks_given, e.max_marks from ${evaluations} e where e.attempt_id = a.id and e.marks_given is not null and e.question_id = any((select array_agg(value::int) from jsonb_array_elements_text(${ids(at.questionIds)}::jsonb))::int[])) e where a.student_id = ${at.userId} and a.grading_completed and a.id <> ${at.attemptId}), '[]'::json)`,
    })
    .from(xpEvents)
    .where(sql`${xpEvents.userId} = ${at.userId} and ${xpEvents.day} = ${at.day}`);
  return {
    done: row?.done ?? null,
    earned: row?.earned ?? 0,
    total: row?.total ?? 0,
    paid: row?.paid ?? false,
    shown: (row?.shown ?? []).map(([questionId, marksGiven, maxMarks]): ShownMarks => ({
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
  /** Questions answered right in a revision quiz: their items are mastered. */
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
      insert into ${revisionItems} (user_id, question_id)
      select ${w.userId}, value::int from jsonb_array_elements_text(${ids(w.mistakes)}::jsonb)
      on conflict (user_id, question_id) do update
        set mistakes = ${revisionItems}.mistakes + 1, mastered = false, seen = false, updated_at = now()
    ), learnt as (
      update ${revisionItems} set mastered = true, updated_at = now()
      where user_id = ${w.userId}
        and question_id in (select value::int from jsonb_array_elements_text(${ids(w.mastered)}::jsonb))
    )
    ${xp}`);
}
