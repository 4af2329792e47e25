import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

/** The statements that keep the coach's own messages from repeating. */

/** An arbitrary advisory-lock key: one student's nudges are decided one at a time. */
const NUDGE_LOCK = 7_150_024;

/** Holds, until the transaction ends, the right to decide and save this student's next nudge. */
export async function lockStudentNudges(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUDGE_LOCK}, ${userId})`);
}

/**
 * Whether the student's threads already hold a message of one of `kinds` in `group` about the
 * same subject: since the start of their day (in their time zone) at `now`, or for a quiz, since
 * they first opened that day the quiz of their latest attempt (its first attempt that day). A
 * question of one of `surveyIds` asked in the last week and still waiting for its answer (it
 * stays answerable in the thread) counts too; one ignored longer may be asked afresh.
 */
export async function nudgeAlreadySent(
  db: Queryable,
  m: {
    userId: number;
    group: string;
    kinds: number[];
    subject: 'day' | 'quiz';
    now: Date;
    surveyIds: number[];
  },
): Promise<boolean> {
  const now = sql`${m.now.toISOString()}::timestamptz`;
  const dayStart = sql`(select date_trunc('day', ${now} at time zone u.time_zone) at time zone u.time_zone
                          from users u where u.id = ${m.userId})`;
  const quizStart = sql`(select min(a.started_at) from attempts a
                          where a.student_id = ${m.userId} and a.started_at >= ${dayStart}
                            and a.quiz_id = (select l.quiz_id from attempts l
                                              where l.student_id = ${m.userId} and l.started_at <= ${now}
                                              order by l.started_at desc, l.id desc limit 1))`;
  const since = m.subject === 'quiz' ? sql`coalesce(${quizStart}, ${dayStart})` : dayStart;
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const unanswered = m.surveyIds.length
    ? sql`exists (
        select 1 from chat_messages q join chat_threads t on t.id = q.thread_id
         where t.user_id = ${m.userId} and q.type = 'survey_question'
           and q.survey_id in (${list(m.surveyIds)})
           and q.created_at > ${now} - interval '7 days'
           and not exists (select 1 from chat_messages r
                            where r.thread_id = q.thread_id and r.type = 'survey_response'
                              and r.survey_question_id = q.survey_question_id and r.id > q.id))`
    : sql`false`;
  const result = await db.execute<{ sent: boolean }>(sql`
    select exists (
      select 1 from chat_messages m join chat_threads t on t.id = m.thread_id
       where t.user_id = ${m.userId} and not m.from_user
         and m.nudging_group = ${m.group} and m.nudging_type in (${list(m.kinds)})
         and m.created_at >= ${since}
    ) or ${unanswered} as sent`);
  return Boolean(result.rows[0]?.sent);
}
