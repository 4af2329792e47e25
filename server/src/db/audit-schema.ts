import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The logsheet (issue 14): one row per change made by staff and per sign-in, written in batches
 * after the answer has gone (plugins/audit.ts). No foreign keys, on purpose: a row outlives the
 * account, school or record it names, and its write never waits on, or fails for, theirs.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in: who tried is not known, and no typed name is kept. */
    actorId: integer('actor_id'),
    actorRole: smallint('actor_role'),
    /** The actor's school when they acted; null for Kyu's own staff and failed sign-ins. */
    schoolId: integer('school_id'),
    /** `PUT /admin/schools/{id}` (the route's pattern), `sign-in` or `sign-in failed`. */
    action: text('action').notNull(),
    /** The record the path named (its last whole-number parameter), if any. */
    targetId: integer('target_id'),
    status: smallint('status').notNull(),
    /** As the request came (text, not inet: a forwarded address is not checked, and a malformed
     * one must not fail the batch it is written in). */
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_school_at_idx').on(t.schoolId, t.at.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
  ],
);
