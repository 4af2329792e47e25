import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  attempts,
  chatMessages,
  chatThreads,
  courses,
  quizzes,
  schools,
  users,
} from '../../db/schema';

/* The statistics pages' aggregates, counted by UTC day in SQL. */

const STUDENT = 1;

/** Days [first, last] (UTC) as [from, to) instants, a school (undefined: all) and a course. */
export interface StatsFilter {
  first: string;
  last: string;
  from: Date;
  to: Date;
  schoolId: number | undefined;
  courseId?: number | undefined;
}

const day = (at: SQL) => sql`date_trunc('day', ${at} at time zone 'UTC')::date`;

/** Students' marked quizzes in the window, of the school and course. */
function quizWhere(f: StatsFilter): SQL {
  return sql.join(
    [
      sql`a.graded_at >= ${f.from.toISOString()}::timestamptz`,
      sql`a.graded_at < ${f.to.toISOString()}::timestamptz`,
      sql`u.user_role_id = ${STUDENT}`,
      ...(f.schoolId === undefined ? [] : [sql`u.school_id = ${f.schoolId}`]),
      ...(f.courseId === undefined ? [] : [sql`q.course_id = ${f.courseId}`]),
    ],
    sql` and `,
  );
}

function chatWhere(f: StatsFilter): SQL {
  return sql.join(
    [
      sql`m.created_at >= ${f.from.toISOString()}::timestamptz`,
      sql`m.created_at < ${f.to.toISOString()}::timestamptz`,
      ...(f.schoolId === undefined ? [] : [sql`t.school_id = ${f.schoolId}`]),
    ],
    sql` and `,
  );
}

export type DayRow = {
  day: string;
  active_students: number;
  quizzes_taken: number;
  chat_messages: number;
  likes: number;
  dislikes: number;
};

/**
 * Each day of the window with: students who finished a quiz, quizzes finished, messages sent to
 * the coach, and the coach's replies liked and disliked (on the day of the reply).
 */
export async function byDay(db: Queryable, f: StatsFilter) {
  const result = await db.execute<DayRow>(sql`
    with days as (
      select d::date as day
      from generate_series(${f.first}::date, ${f.last}::date, interval '1 day') d
    ), quiz as (
      select ${day(sql`a.graded_at`)} as day,
        count(distinct a.student_id)::int as students, count(*)::int as taken
      from attempts a
      join users u on u.id = a.student_id
      join quizzes q on q.id = a.quiz_id
      where ${quizWhere(f)}
      group by 1
    ), chat as (
      select ${day(sql`m.created_at`)} as day,
        count(*) filter (where m.from_user)::int as messages,
        count(*) filter (where not m.from_user and m.liked)::int as likes,
        count(*) filter (where not m.from_user and m.disliked)::int as dislikes
      from chat_messages m
      join chat_threads t on t.id = m.thread_id
      where ${chatWhere(f)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(quiz.students, 0) as active_students, coalesce(quiz.taken, 0) as quizzes_taken,
      coalesce(chat.messages, 0) as chat_messages, coalesce(chat.likes, 0) as likes,
      coalesce(chat.dislikes, 0) as dislikes
    from days left join quiz using (day) left join chat using (day)
    order by days.day`);
  return result.rows;
}

/** Each course with a quiz finished in the window: its students and quizzes, busiest first. */
export async function byCourse(db: Queryable, f: StatsFilter) {
  const result = await db.execute<{
    course_id: number;
    course_name: string;
    active_students: number;
    quizzes_taken: number;
  }>(sql`
    select c.id as course_id, c.name as course_name,
      count(distinct a.student_id)::int as active_students, count(*)::int as quizzes_taken
    from attempts a
    join users u on u.id = a.student_id
    join quizzes q on q.id = a.quiz_id
    join courses c on c.id = q.course_id
    where ${quizWhere(f)}
    group by c.id, c.name
    order by quizzes_taken desc, c.id`);
  return result.rows;
}

/** Rated coach replies in the window, newest first, with the message each answered. */
export function ratedReplies(
  db: Queryable,
  f: StatsFilter & { rating: 'liked' | 'disliked' | undefined },
  page: { offset: number; limit: number },
) {
  const asker = sql`${chatMessages.threadId} = m2.thread_id`;
  const where = and(
    eq(chatMessages.fromUser, false),
    f.rating === 'liked'
      ? eq(chatMessages.liked, true)
      : f.rating === 'disliked'
        ? eq(chatMessages.disliked, true)
        : sql`(${chatMessages.liked} or ${chatMessages.disliked})`,
    sql`${chatMessages.createdAt} >= ${f.from.toISOString()}::timestamptz`,
    sql`${chatMessages.createdAt} < ${f.to.toISOString()}::timestamptz`,
    f.schoolId === undefined ? undefined : eq(chatThreads.schoolId, f.schoolId),
  );
  return db
    .select({
      messageId: chatMessages.id,
      threadId: chatMessages.threadId,
      at: chatMessages.createdAt,
      liked: chatMessages.liked,
      disliked: chatMessages.disliked,
      reply: chatMessages.text,
      asked: sql<string | null>`(select m2.text from chat_messages m2
        where ${asker} and m2.from_user and m2.id < ${chatMessages.id}
        order by m2.id desc limit 1)`,
      firstName: users.firstName,
      lastName: users.lastName,
      schoolName: schools.schoolName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .leftJoin(users, eq(users.id, chatThreads.userId))
    .leftJoin(schools, eq(schools.id, chatThreads.schoolId))
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** A user's role and school, with their name and school's name; undefined for none. */
export async function findPerson(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      roleId: users.userRoleId,
      schoolId: users.schoolId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      schoolName: schools.schoolName,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, id));
  return row;
}

/** A student's marked quiz attempts, newest first. */
export function markedQuizzes(db: Queryable, studentId: number, limit: number) {
  return db
    .select({
      attemptId: attempts.id,
      quizId: quizzes.id,
      title: quizzes.title,
      courseName: courses.name,
      gradedAt: sql<Date>`${attempts.gradedAt}`.mapWith(attempts.gradedAt),
      marks: attempts.totalScore,
      maxMarks: attempts.maxScore,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(and(eq(attempts.studentId, studentId), sql`${attempts.gradedAt} is not null`))
    .orderBy(desc(attempts.gradedAt), desc(attempts.id))
    .limit(limit);
}
