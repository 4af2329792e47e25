import { eq, inArray } from 'drizzle-orm';
import type { AnswerKey, QuestionOption } from '@kyu/core/contract';
import { openSession, tables, type Db } from '@kyu/server/testing';

const { academicLevels, questions, quizzes, users } = tables;

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters for users' columns. */
const BATCH = 500;

/**
 * Students made directly in the database, each with a live session, for a benchmark or a load
 * test that needs more of them than sign-up lets one address make. Answers their Bearer tokens.
 */
export async function seedStudents(
  db: Db,
  opts: { count: number; level: string; prefix: string; schoolId?: number },
): Promise<string[]> {
  const [level] = await db
    .select({ id: academicLevels.id })
    .from(academicLevels)
    .where(eq(academicLevels.name, opts.level));
  if (!level) throw new Error(`seedStudents: no academic level "${opts.level}"`);
  const ids: number[] = [];
  for (let start = 0; start < opts.count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, opts.count - start) }, (_, i) => {
      const name = `${opts.prefix}-${start + i}`;
      return {
        email: `${name}@example.com`,
        username: name,
        firstName: 'Load',
        lastName: `Student ${start + i}`,
        userRoleId: 1,
        academicLevelId: level.id,
        schoolId: opts.schoolId ?? null,
        hasAgreedPolicy: true,
      };
    });
    const made = await db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...made.map((row) => row.id));
  }
  const tokens: string[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    tokens.push(...(await Promise.all(batch.map((id) => openSession(db, id)))));
  }
  return tokens;
}

export interface KeyedQuestion {
  id: number;
  questionTypeId: number;
  marks: number;
  options: QuestionOption[];
  answer: AnswerKey;
}

/** A quiz by title with its questions' keys in quiz order, for a client that answers it knowingly. */
export async function quizWithKeys(db: Db, title: string) {
  const [quiz] = await db
    .select({ id: quizzes.id, questionIds: quizzes.questionIds })
    .from(quizzes)
    .where(eq(quizzes.title, title));
  if (!quiz) throw new Error(`quizWithKeys: no quiz "${title}"`);
  const rows: KeyedQuestion[] = await db
    .select({
      id: questions.id,
      questionTypeId: questions.questionTypeId,
      marks: questions.marks,
      options: questions.options,
      answer: questions.answer,
    })
    .from(questions)
    .where(inArray(questions.id, quiz.questionIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    id: quiz.id,
    questions: quiz.questionIds.map((id) => byId.get(id)).filter((q) => q !== undefined),
  };
}
