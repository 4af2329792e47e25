import type { FastifyBaseLogger } from 'fastify';
import type { LogsheetEntry, LogsheetPage, LogsheetQuery } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { schoolAsked, type AdminScope } from '../../lib/admin-scope';
import { badRequest } from '../../lib/problem';
import { targetKindOf, type TargetKind } from './targets';
import { createAuditWriter } from './writer';
import * as q from './queries';

export { entriesOf, type Actor } from './entry';
export type { AuditWriter } from './writer';

/** The logsheet's writer on this database: entries are inserted in batches (writer.ts). */
export const auditWriter = (db: Db, log: FastifyBaseLogger) =>
  createAuditWriter((entries) => q.insertEntries(db, entries), log);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A `from` or `to` as an instant. A bare day is a whole UTC day: `to` then ends where the next
 * day starts. The pattern has let through the shape only; a day that is not one (2026-02-30)
 * is refused here.
 */
function instantOf(field: 'from' | 'to', text: string) {
  const day = text.length === 10;
  const at = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime()) || (day && at.toISOString().slice(0, 10) !== text)) {
    throw badRequest(`${field} is not a real date.`, { [field]: ['is not a real date'] });
  }
  return day && field === 'to' ? { at: new Date(at.getTime() + DAY_MS), exclusive: true } : { at };
}

/** The names of the records the entries name, by kind and id: one query for each kind named. */
async function targetNames(db: Db, rows: q.EntryRow[]) {
  const wanted = new Map<TargetKind, Set<number>>();
  for (const row of rows) {
    const kind = targetKindOf(row.action);
    if (kind && row.targetId !== null)
      wanted.set(kind, (wanted.get(kind) ?? new Set()).add(row.targetId));
  }
  const names = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    for (const { id, name } of await q.namesOf(db, kind, [...ids]))
      names.set(`${kind} ${id}`, name);
  }
  return (row: q.EntryRow) => {
    const kind = targetKindOf(row.action);
    return kind && row.targetId !== null ? (names.get(`${kind} ${row.targetId}`) ?? null) : null;
  };
}

const entryJson = (row: q.EntryRow, targetName: string | null): LogsheetEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_role_id: row.actorRole,
  actor_name: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  actor_email: row.email,
  school_id: row.schoolId,
  school_name: row.schoolName,
  action: row.action,
  target_id: row.targetId,
  target_name: targetName,
  status: row.status,
  ip: row.ip,
});

/**
 * A page of the logsheet, newest first. A school admin reads their school's entries only (asking
 * for another school is 403); Kyu's administrators read every entry, failed sign-ins included.
 */
export async function listLogsheet(
  db: Db,
  scope: AdminScope,
  query: LogsheetQuery,
): Promise<LogsheetPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const from = query.from === undefined ? undefined : instantOf('from', query.from);
  const to = query.to === undefined ? undefined : instantOf('to', query.to);
  if (from && to && (to.exclusive ? from.at >= to.at : from.at > to.at)) {
    throw badRequest('from must come before to.', { from: ['must come before to'] });
  }
  const person = query.person?.trim();
  const action = query.action?.trim();
  const { rows, total } = await q.listEntries(
    db,
    {
      schoolId: schoolAsked(scope, query.school_id, 'logsheet'),
      actorId: query.user_id,
      person: person || undefined,
      action: action || undefined,
      from: from?.at,
      to: to?.at,
      toExclusive: to?.exclusive,
    },
    { offset: (page - 1) * size, limit: size },
  );
  const nameOf = await targetNames(db, rows);
  return { items: rows.map((row) => entryJson(row, nameOf(row))), total_count: total, page, size };
}
