import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { preparedOn } from '../../../db/prepared';
import { attempts, evaluations } from '../../../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

/**
 * The student's attempts started and not finished, with at least one answer saved: how many of
 * their questions are answered, the marks of those checked, and when an answer last changed. A
 * timed attempt past its deadline is not open any more.
 */
export async function openAttempts(db: Queryable, studentId: number, now: Date) {
  const answered = sql`nullif(trim(${evaluations.value}), '') is not null`;
  return db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      deadlineAt: attempts.deadlineAt,
      answered: sql<number>`(count(*) filter (where ${answered}))::int`,
      total: sql<number>`count(*)::int`,
      marks: sql<number>`coalesce(sum(${evaluations.marksGiven}), 0)::float8`,
      lastActive: sql<Date>`max(${evaluations.updatedAt})`.mapWith(evaluations.updatedAt),
    })
    .from(attempts)
    .innerJoin(evaluations, eq(evaluations.attemptId, attempts.id))
    .where(
      and(
        eq(attempts.studentId, studentId),
        isNull(attempts.submittedAt),
        or(isNull(attempts.deadlineAt), gt(attempts.deadlineAt, now)),
      ),
    )
    .groupBy(attempts.id)
    .having(sql`count(*) filter (where ${answered}) > 0`)
    .orderBy(asc(attempts.id));
}

/** The student's newest attempt at a quiz; with `submitted`, their newest submitted one. */
export async function latestAttempt(
  db: Queryable,
  quizId: number,
  studentId: number,
  opts: { submitted?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.quizId, quizId),
        eq(attempts.studentId, studentId),
        opts.submitted ? isNotNull(attempts.submittedAt) : undefined,
      ),
    )
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(1);
  return row;
}

/**
 * An attempt with its answers in order, in one query: the student's newest at a quiz, or the
 * one a session id holds (whichever quiz it is at).
 */
/** A value filled in when the prepared statement runs. */
const p = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * Reading an attempt with its answers, found by its student (their newest at the quiz) or by
 * its session: every submit runs one, so each is built once per database and prepared (building
 * a select of both tables' columns on every submit cost Node more than running it).
 */
const withAnswersBy = (by: 'student' | 'session') =>
  preparedOn((db) =>
    db
      .select({ attempt: attempts, evaluation: evaluations })
      .from(attempts)
      .leftJoin(evaluations, eq(evaluations.attemptId, attempts.id))
      .where(
        by === 'session'
          ? eq(attempts.sessionHash, p('sessionHash'))
          : sql`${attempts.id} = (select a.id from ${attempts} a where a.quiz_id = ${p('quizId')} and a.student_id = ${p('studentId')} order by a.started_at desc, a.id desc limit 1)`,
      )
      .orderBy(asc(evaluations.position), asc(evaluations.id))
      .prepare(`quiz_attempt_by_${by}`),
  );
const byStudent = withAnswersBy('student');
const bySession = withAnswersBy('session');

export async function attemptWithAnswers(
  db: Db,
  holder: { quizId: number; studentId: number } | { sessionHash: string },
) {
  const rows = await ('sessionHash' in holder
    ? bySession(db).execute(holder)
    : byStudent(db).execute(holder));
  const attempt = rows[0]?.attempt;
  return attempt && { attempt, rows: rows.flatMap((r) => (r.evaluation ? [r.evaluation] : [])) };
}

export async function attemptBySession(db: Queryable, sessionHash: string) {
  const [row] = await db.select().from(attempts).where(eq(attempts.sessionHash, sessionHash));
  return row;
}

export async function findAttempt(db: Queryable, id: number) {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id));
  return row;
}

/** An attempt with one unanswered evaluation per question, in the quiz's order. */
export async function insertAttempt(
  db: Db,
  values: NewAttempt,
  questions: { id: number; maxMarks: number }[],
) {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(attempts)
      .values({ ...values, maxScore: questions.reduce((sum, q) => sum + q.maxMarks, 0) })
      .returning();
    if (questions.length) {
      await tx.insert(evaluations).values(
        questions.map((q, position) => ({
          attemptId: attempt!.id,
          questionId: q.id,
          position,
          maxMarks: q.maxMarks,
        })),
      );
    }
    return attempt!;
  });
}

/**
 * Takes an open attempt for finishing: only one caller ever gets it back, so it is marked once.
 */
export async function claimAttempt(db: Queryable, id: number, key: string | null, now: Date) {
  const [row] = await db
    .update(attempts)
    .set({ submittedAt: now, submitKey: key })
    .where(and(eq(attempts.id, id), isNull(attempts.submittedAt)))
    .returning();
  return row;
}

/** The time on the quiz as the client counts it, while the attempt is open. */
export async function setTotalTimeSpent(db: Queryable, id: number, totalTimeSpent: number) {
  await db
    .update(attempts)
    .set({ totalTimeSpent })
    .where(and(eq(attempts.id, id), isNull(attempts.submittedAt)));
}

/** Marks an attempt complete with its totals, unless another marker did; answers it if so. */
export async function completeAttempt(
  db: Queryable,
  id: number,
  totals: { totalScore: number; totalTimeSpent: number; gradedAt: Date; xpCollected: number },
) {
  const [row] = await db
    .update(attempts)
    .set({ gradingCompleted: true, ...totals })
    .where(and(eq(attempts.id, id), eq(attempts.gradingCompleted, false)))
    .returning();
  return row;
}

/**
 * When the marking of a submitted attempt counts as abandoned: its holder's lease is over, or,
 * before any marker held it, the submit that claimed it is `ms` old.
 */
const markingOver = (ms: number) =>
  sql`coalesce(${attempts.markingUntil}, ${attempts.submittedAt} + ${`${ms} milliseconds`}::interval) < now()`;

/** Open attempts past their deadline (and its grace), and finished ones whose marker is gone. */
export async function attemptsToFinish(db: Queryable, deadline: Date, leaseMs: number) {
  return db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      or(
        and(isNull(attempts.submittedAt), lt(attempts.deadlineAt, deadline)),
        and(
          eq(attempts.gradingCompleted, false),
          isNotNull(attempts.submittedAt),
          markingOver(leaseMs),
        ),
      ),
    )
    .orderBy(asc(attempts.id))
    .limit(50);
}

/**
 * Holds a submitted, unfinished attempt's marking for `ms` more: `force` for the marker under
 * way (renewing), else only when its last holder is gone. Answers whether it is now held.
 */
export async function holdMarking(db: Queryable, id: number, ms: number, force: boolean) {
  const rows = await db
    .update(attempts)
    .set({ markingUntil: sql`now() + ${`${ms} milliseconds`}::interval` })
    .where(
      and(
        eq(attempts.id, id),
        eq(attempts.gradingCompleted, false),
        isNotNull(attempts.submittedAt),
        force ? undefined : markingOver(ms),
      ),
    )
    .returning({ id: attempts.id });
  return rows.length > 0;
}

/** The attempts at a quiz by people without an account who gave their name, newest first. */
export async function namedAttempts(db: Queryable, quizId: number) {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.quizId, quizId), isNotNull(attempts.fullName)))
    .orderBy(desc(attempts.startedAt), desc(attempts.id));
}

export async function deleteAttempt(db: Queryable, id: number) {
  await db.delete(attempts).where(eq(attempts.id, id));
}

/** Adds to an attempt's most marks (a question swapped for one worth more or less). */
export async function addMaxScore(db: Queryable, id: number, delta: number) {
  await db
    .update(attempts)
    .set({ maxScore: sql`${attempts.maxScore} + ${delta}` })
    .where(eq(attempts.id, id));
}
