/**
 * What the database must hold after the quiz load, read with SQL: every acknowledged submission
 * finished and marked with all its answers (else it is lost), no Idempotency-Key finishing two
 * attempts, and XP paid once: at most one XP row per attempt and equal to what the attempt says it
 * earned, at most one paying attempt per student and quiz (XP is paid for a first completion).
 */
import type pg from 'pg';
import type { ScenarioReport } from './report';
import type { Submissions } from './quiz-client';

export async function checkQuizRecords(
  report: ScenarioReport,
  db: pg.Pool,
  submissions: Submissions,
  questionCount: number,
) {
  const keys = [...submissions.acknowledged, ...submissions.unacknowledged];
  const { rows: finished } = await db.query<{ submit_key: string; marked: number }>(
    `select a.submit_key,
            (select count(*)::int from evaluations e
              where e.attempt_id = a.id and e.is_submitted and e.marks_given is not null) as marked
       from attempts a
      where a.submit_key = any($1) and a.grading_completed`,
    [keys],
  );
  const marked = new Map(finished.map((row) => [row.submit_key, row.marked]));
  const missing = submissions.acknowledged.filter((key) => marked.get(key) !== questionCount);
  report.lose(
    missing.length,
    `acknowledged quiz submissions not finished with all ${questionCount} answers marked (${missing.slice(0, 3).join(', ')})`,
  );
  const { rows: twice } = await db.query<{ n: number }>(
    `select count(*)::int as n from attempts where submit_key = any($1) group by submit_key having count(*) > 1`,
    [keys],
  );
  report.duplicate(
    twice.reduce((sum, row) => sum + row.n - 1, 0),
    'attempts finished twice under one Idempotency-Key',
  );
  const { rows: xp } = await db.query<{ rows: number; paid: number; earned: number }>(
    `select count(x.id)::int as rows, coalesce(sum(x.amount), 0)::int as paid, a.xp_collected as earned
       from attempts a left join xp_events x on x.attempt_id = a.id
      where a.submit_key = any($1)
      group by a.id`,
    [keys],
  );
  report.duplicate(
    xp.filter((row) => row.rows > 1 || row.paid > row.earned).length,
    'attempts paid more XP than they earned',
  );
  report.lose(
    xp.filter((row) => row.paid < row.earned).length,
    'attempts whose earned XP was never paid',
  );
  const { rows: payers } = await db.query<{ n: number }>(
    `select count(*)::int as n from attempts a
      where a.submit_key = any($1) and a.xp_collected > 0
      group by a.student_id, a.quiz_id having count(*) > 1`,
    [keys],
  );
  report.duplicate(
    payers.reduce((sum, row) => sum + row.n - 1, 0),
    'XP paid again for a quiz the student had already been paid for',
  );
  report.note(
    `${submissions.acknowledged.length} submissions acknowledged and checked; ${submissions.unacknowledged.length} never acknowledged (the student saw an error), ${submissions.unacknowledged.filter((key) => marked.has(key)).length} of which the server had finished anyway`,
  );
}
