import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { promptVersions, prompts, users } from '../../db/schema';
import type { ParsedList } from '../../lib/list-query';
import { matchIds, orderBy, searchAny } from '../../lib/sql-helpers';
import type { Queryable } from '../../db/client';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptSort = 'id' | 'prompt_type' | 'school_id' | 'updated_at';
export type PromptFilter = 'q' | 'prompt_type' | 'school_id';

const SORT_COLUMNS = {
  id: prompts.id,
  prompt_type: prompts.promptType,
  school_id: prompts.schoolId,
  updated_at: prompts.updatedAt,
} as const;

/** A school's own prompt of a type when it has one, else Kyu's default (school null). */
export async function promptInForce(db: Db, type: string, schoolId: number | null) {
  const school =
    schoolId === null
      ? isNull(prompts.schoolId)
      : or(eq(prompts.schoolId, schoolId), isNull(prompts.schoolId));
  const [row] = await db
    .select({ content: prompts.content })
    .from(prompts)
    .where(and(eq(prompts.promptType, type), school))
    .orderBy(sql`${prompts.schoolId} nulls last`)
    .limit(1);
  return row?.content;
}

/** One page of prompts; a school admin's pages hold Kyu's defaults and their school's own. */
export async function listPrompts(
  db: Db,
  list: ParsedList<PromptSort, PromptFilter>,
  onlySchoolId: number | null,
) {
  const where = and(
    onlySchoolId === null
      ? undefined
      : or(eq(prompts.schoolId, onlySchoolId), isNull(prompts.schoolId)),
    searchAny(list.filter.q, [prompts.promptType, prompts.content]),
    typeof list.filter.prompt_type === 'string' && list.filter.prompt_type
      ? eq(prompts.promptType, list.filter.prompt_type)
      : undefined,
    matchIds(prompts.schoolId, list.filter.school_id),
  );
  const rows = await db
    .select()
    .from(prompts)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS[list.sort.field], list.sort.order, prompts.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(prompts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPrompt(db: Db, id: number): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(prompts).where(eq(prompts.id, id));
  return row;
}

/** Adds a prompt unless that school (or Kyu, for null) already has one of the type. */
export async function insertPrompt(db: Queryable, values: typeof prompts.$inferInsert) {
  const [row] = await db.insert(prompts).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Saves a new text, keeping the one it replaces as a version, in one transaction: answers the
 * prompt as saved, or undefined when it is gone.
 */
export async function savePromptText(db: Db, id: number, content: string, by: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(prompts).where(eq(prompts.id, id)).for('update');
    if (!before) return undefined;
    // Saving the same text again changes nothing, so it leaves no version either.
    if (before.content === content) return before;
    await tx.insert(promptVersions).values({
      promptId: id,
      content: before.content,
      writtenBy: before.updatedBy,
      writtenAt: before.updatedAt,
      replacedBy: by,
    });
    const [row] = await tx
      .update(prompts)
      .set({ content, updatedAt: new Date(), updatedBy: by })
      .where(eq(prompts.id, id))
      .returning();
    return row;
  });
}

const writer = alias(users, 'writer');
const replacer = alias(users, 'replacer');

/** A prompt's earlier texts, the most recently replaced first, with their people's names. */
export function listVersions(db: Db, promptId: number) {
  return db
    .select({
      version: promptVersions,
      writerFirst: writer.firstName,
      writerLast: writer.lastName,
      replacerFirst: replacer.firstName,
      replacerLast: replacer.lastName,
    })
    .from(promptVersions)
    .leftJoin(writer, eq(writer.id, promptVersions.writtenBy))
    .leftJoin(replacer, eq(replacer.id, promptVersions.replacedBy))
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.replacedAt), desc(promptVersions.id));
}
export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];

export async function findVersion(db: Db, promptId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.id, versionId), eq(promptVersions.promptId, promptId)));
  return row;
}

export async function deletePrompt(db: Db, id: number) {
  await db.delete(prompts).where(eq(prompts.id, id));
}
