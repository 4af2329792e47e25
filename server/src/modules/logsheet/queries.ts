import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, windowTotal } from '../../db/page';
import { auditLog, classes, courses, documents, lessons, schools, users } from '../../db/schema';
import { containing } from '../../lib/sql-helpers';
import type { TargetKind } from './targets';
import type { AuditEntry } from './writer';

export const insertEntries = (db: Db, entries: AuditEntry[]) => db.insert(auditLog).values(entries);

/** What a logsheet page is narrowed to; every field is optional. */
export interface EntryFilter {
  schoolId?: number | undefined;
  actorId?: number | undefined;
  person?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** Exclusive when `toExclusive` (the day after a whole day), else inclusive. */
  to?: Date | undefined;
  toExclusive?: boolean | undefined;
}

function whereOf(f: EntryFilter): SQL | undefined {
  return and(
    f.schoolId === undefined ? undefined : eq(auditLog.schoolId, f.schoolId),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.person
      ? or(
          ...[
            users.firstName,
            users.lastName,
            users.email,
            users.username,
            sql`${users.firstName} || ' ' || ${users.lastName}`,
          ].map((column) => ilike(column, containing(f.person!))),
        )
      : undefined,
    f.action ? ilike(auditLog.action, containing(f.action)) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? (f.toExclusive ? lt(auditLog.at, f.to) : lte(auditLog.at, f.to)) : undefined,
  );
}

/** One page of entries, newest first, with the actor and school named, and the total matching. */
export const listEntries = (db: Db, filter: EntryFilter, page: { offset: number; limit: number }) =>
  pageWithTotal(
    db,
    () =>
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          schoolId: auditLog.schoolId,
          schoolName: schools.schoolName,
          action: auditLog.action,
          targetId: auditLog.targetId,
          status: auditLog.status,
          ip: auditLog.ip,
          total: windowTotal,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(schools, eq(schools.id, auditLog.schoolId))
        .where(whereOf(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .$dynamic(),
    page,
  );

export type EntryRow = Awaited<ReturnType<typeof listEntries>>['rows'][number];

const NAMES = {
  school: { table: schools, id: schools.id, name: schools.schoolName },
  user: {
    table: users,
    id: users.id,
    name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  },
  course: { table: courses, id: courses.id, name: courses.name },
  class: { table: classes, id: classes.id, name: classes.name },
  lesson: { table: lessons, id: lessons.id, name: lessons.title },
  document: { table: documents, id: documents.id, name: documents.title },
} as const;

/** The names of the records of one kind that entries name; a deleted record has none. */
export const namesOf = (db: Db, kind: TargetKind, ids: number[]) => {
  const { table, id, name } = NAMES[kind];
  return db.select({ id, name }).from(table).where(inArray(id, ids));
};
