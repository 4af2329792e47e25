import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import {
  courses,
  generationJobs,
  questionTaggings,
  questions,
  quizzes,
  worksheetAssignments,
} from '../../db/schema';

export type WorksheetRow = typeof quizzes.$inferSelect;
export type NewWorksheet = Omit<typeof quizzes.$inferInsert, 'quizTypeId'>;

/** An active worksheet: a quiz of type assignment made by a school's teacher. */
const isWorksheet = and(
  eq(quizzes.quizTypeId, QuizType.assignment),
  eq(quizzes.isActive, true),
  sql`${quizzes.schoolId} is not null`,
);

export async function findWorksheet(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), isWorksheet));
  return row;
}

/** Worksheets, or (a generation job's for curriculum) quizzes of another type. */
export async function insertWorksheets(
  db: Queryable,
  values: NewWorksheet[],
  quizTypeId: number = QuizType.assignment,
) {
  return db
    .insert(quizzes)
    .values(values.map((v) => ({ ...v, quizTypeId })))
    .returning();
}

export async function updateWorksheet(db: Queryable, id: number, values: Partial<NewWorksheet>) {
  const [row] = await db.update(quizzes).set(values).where(eq(quizzes.id, id)).returning();
  return row!;
}

/**
 * Worksheets are retired, not deleted: students' attempts and the assignments' history keep
 * pointing at them, and a retired one is neither listed nor takeable.
 */
export async function retireWorksheet(db: Queryable, id: number) {
  await db.update(quizzes).set({ isActive: false }).where(eq(quizzes.id, id));
}

/** Whether the worksheet was made by a generation job (the generated list's filter). */
const generated = sql`exists (select 1 from ${generationJobs} where ${generationJobs.worksheetIds} @> to_jsonb(${quizzes.id}))`;

/** A page of a school's worksheets (every school's for `schoolId` null), newest first. */
export async function listWorksheets(
  db: Queryable,
  filter: { schoolId: number | null; courseId?: number; generatedOnly?: boolean },
  page: { limit: number; offset: number },
) {
  const where = and(
    isWorksheet,
    filter.schoolId === null ? undefined : eq(quizzes.schoolId, filter.schoolId),
    filter.courseId === undefined ? undefined : eq(quizzes.courseId, filter.courseId),
    filter.generatedOnly ? generated : undefined,
  );
  const rows = await db
    .select()
    .from(quizzes)
    .where(where)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(quizzes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The course's school (null for Kyu's catalogue), or undefined when there is no such course. */
export async function courseSchool(db: Queryable, courseId: number) {
  const [row] = await db
    .select({ schoolId: courses.schoolId })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)));
  return row;
}

/** Of `ids`, those that are top-level questions of the course. */
export async function questionIdsOfCourse(db: Queryable, courseId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        inArray(questions.id, ids),
        eq(questions.courseId, courseId),
        isNull(questions.parentQuestionId),
      ),
    );
  return rows.map((r) => r.id);
}

/** Marks the worksheet's assignments: its students should take the changed questions. */
export async function flagReassignment(db: Queryable, worksheetId: number) {
  await db
    .update(worksheetAssignments)
    .set({ needsReassignment: true })
    .where(eq(worksheetAssignments.worksheetId, worksheetId));
}

/**
 * Questions students are offered from a course's bank, by topic, difficulty and type, leaving
 * out `taken`; in a stable order so a generation can be repeated and tested.
 */
export async function bankQuestionIds(
  db: Queryable,
  f: {
    courseId: number;
    topicIds?: number[];
    difficultyLevelId?: number;
    questionTypeIds?: number[];
    taken: number[];
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    eq(questions.courseId, f.courseId),
    isNull(questions.parentQuestionId),
    eq(questions.isEnabled, true),
    eq(questions.isApproved, true),
    isNull(questions.retiredAt),
    f.difficultyLevelId === undefined
      ? undefined
      : eq(questions.difficultyLevelId, f.difficultyLevelId),
    f.questionTypeIds?.length ? inArray(questions.questionTypeId, f.questionTypeIds) : undefined,
    f.taken.length ? notInArray(questions.id, f.taken) : undefined,
    f.topicIds?.length
      ? sql`exists (select 1 from ${questionTaggings} where ${questionTaggings.questionId} = ${questions.id} and ${inArray(questionTaggings.courseTaggingId, f.topicIds)})`
      : undefined,
  ];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.id))
    .limit(f.limit);
  return rows.map((r) => r.id);
}
