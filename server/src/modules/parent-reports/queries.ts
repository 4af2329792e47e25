import { eq, sql } from 'drizzle-orm';
import type { HardestQuestion, WeeklyStatistics } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { subjects } from '../../db/schema';

/** The longest question preview the report lists; longer texts end in an ellipsis. */
const PREVIEW_CHARS = 120;
/** The most questions the hardest-question report lists. */
const HARDEST_LIMIT = 10;

/**
 * A learner's marked answers: in a finished, marked attempt that is not a review (a review shows
 * work already counted), with marks given (not waiting for a teacher) out of some marks. `day`
 * is the day it was marked in the learner's time zone, `today` theirs at `now`, and `root` the
 * question a group's part belongs to, which carries the topics.
 */
const markedAnswers = (childId: number, now: Date) => sql`
  select e.question_id, coalesce(q.parent_question_id, q.id) as root, q.course_id,
         e.marks_given::numeric as marks, e.max_marks::numeric as max_marks, a.graded_at,
         (a.graded_at at time zone u.time_zone)::date as day,
         (${now.toISOString()}::timestamptz at time zone u.time_zone)::date as today
    from evaluations e
    join attempts a on a.id = e.attempt_id
    join questions q on q.id = e.question_id
    join users u on u.id = a.student_id
   where a.student_id = ${childId} and a.grading_completed and not a.is_review
     and a.graded_at is not null and e.marks_given is not null and e.max_marks > 0`;

/** Whether a subject exists. */
export async function subjectExists(db: Queryable, subjectId: number) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return Boolean(row);
}

/**
 * One learner's last seven days in one subject (today and the six before, in their time zone)
 * against the seven before those, all counted in PostgreSQL. `qns_count` counts marked answers
 * (a question tried twice counts twice, as practice done), `topic_count` the distinct topics
 * they were tagged with, and `avg_mark` the marks given as a share of the marks available, to
 * one decimal; an empty week's average, and the difference needing it, are null.
 */
export async function weeklyStatistics(
  db: Queryable,
  childId: number,
  subjectId: number,
  now: Date,
): Promise<WeeklyStatistics> {
  const result = await db.execute<WeeklyStatistics>(sql`
    with marked as (
      select m.*, case when m.day > m.today - 7 then 0 else 1 end as week
        from (${markedAnswers(childId, now)}) m
        join courses c on c.id = m.course_id
       where c.subject_id = ${subjectId} and m.day between m.today - 13 and m.today
    ), topics as (
      select m.week, count(distinct qt.course_tagging_id) as n
        from marked m join question_taggings qt on qt.question_id = m.root
       group by m.week
    ), weeks as (
      select w.week,
             round(100 * sum(m.marks) / nullif(sum(m.max_marks), 0), 1) as avg_mark,
             count(m.question_id) as qns_count,
             coalesce(max(t.n), 0) as topic_count
        from (values (0), (1)) as w(week)
        left join marked m on m.week = w.week
        left join topics t on t.week = w.week
       group by w.week
    )
    select this.avg_mark::float8 as avg_mark,
           this.qns_count::int as qns_count,
           this.topic_count::int as topic_count,
           (this.avg_mark - last.avg_mark)::float8 as avg_mark_difference,
           (this.qns_count - last.qns_count)::int as qns_count_difference,
           (this.topic_count - last.topic_count)::int as topic_count_difference
      from weeks this, weeks last
     where this.week = 0 and last.week = 1`);
  return result.rows[0]!;
}

/**
 * The questions a learner scored lowest on, hardest first: the lowest share of marks, then the
 * most tries, then the oldest question. The window is the last seven days (today and the six
 * before, in the learner's time zone), or with `lastDay` the 24 hours before `now`. A question
 * they always got fully right is not hard and is left out; its topic is its first by name.
 */
export async function hardestQuestions(
  db: Queryable,
  childId: number,
  window: { lastDay: boolean; now: Date },
): Promise<HardestQuestion[]> {
  const now = sql`${window.now.toISOString()}::timestamptz`;
  const from = window.lastDay
    ? sql`m.graded_at > ${now} - interval '1 day'`
    : sql`m.day > m.today - 7`;
  const result = await db.execute<HardestQuestion>(sql`
    select q.id as question_id,
           case when length(q.text) > ${PREVIEW_CHARS}
                then left(q.text, ${PREVIEW_CHARS - 1}) || '…' else q.text end as preview,
           (select min(ct.topic_name) from question_taggings qt
              join course_taggings ct on ct.id = qt.course_tagging_id
             where qt.question_id = coalesce(q.parent_question_id, q.id)) as topic_name,
           count(*)::int as attempts,
           round(100 * sum(m.marks) / sum(m.max_marks), 1)::float8 as score_percent
      from (${markedAnswers(childId, window.now)}) m
      join questions q on q.id = m.question_id
     where ${from} and m.graded_at <= ${now}
     group by q.id
    having sum(m.marks) < sum(m.max_marks)
     order by score_percent, attempts desc, q.id
     limit ${HARDEST_LIMIT}`);
  return result.rows;
}
