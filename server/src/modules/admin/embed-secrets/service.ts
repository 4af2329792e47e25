import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMBED_GRACE_HOURS,
  type EmbedSecret,
  type EmbedSecretState,
  type NewEmbedSecret,
} from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { databaseError, UNIQUE_VIOLATION } from '../../../lib/db-errors';
import { conflict, notFound } from '../../../lib/problem';
import type { AdminScope } from '../../../lib/admin-scope';
import { visibleSchool } from '../schools/service';
import * as q from './queries';

/** What the embed-secret calls need: the database, and the log their audit lines go to. */
export interface EmbedSecretDeps {
  db: Db;
  log: FastifyBaseLogger;
}

export type EmbedSecretRow = q.EmbedSecretRow;

/** Every change to a school's secrets leaves an audit line: who, which school, which key. */
const audit = (log: FastifyBaseLogger, change: string, fields: Record<string, unknown>) =>
  log.info({ audit: `embed-secret-${change}`, ...fields }, `embed secret ${change}`);

/** Where a secret stands at `now` (see EmbedSecretState in the contract). */
export function secretState(row: EmbedSecretRow, now: Date): EmbedSecretState {
  if (row.revokedAt) return 'revoked';
  if (!row.retiresAt) return 'active';
  return row.retiresAt > now ? 'retiring' : 'retired';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function secretJson(row: EmbedSecretRow, now: Date): EmbedSecret {
  return {
    id: row.id,
    school_id: row.schoolId,
    kid: row.kid,
    hint: row.secret.slice(-4),
    state: secretState(row, now),
    created_at: row.createdAt.toISOString(),
    retires_at: iso(row.retiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
  };
}

/**
 * 256 random bits, as HS256 wants at least; the prefix makes a leaked one easy to recognise
 * (secret scanners, logs). The key id is public and only has to be unique.
 */
const newSecret = () => `kyu_es_${randomBytes(32).toString('base64url')}`;
const newKid = () => `kyu_${randomBytes(9).toString('base64url')}`;

const revealed = (row: EmbedSecretRow, now: Date): NewEmbedSecret => ({
  ...secretJson(row, now),
  secret: row.secret,
});

export async function listEmbedSecrets(
  db: Db,
  scope: AdminScope,
  schoolId: number,
  now = new Date(),
) {
  await visibleSchool(db, scope, schoolId);
  return (await q.listEmbedSecrets(db, schoolId)).map((row) => secretJson(row, now));
}

const alreadyActive = () =>
  conflict('This school already has an active embed secret. Rotate it, or revoke it first.');

async function insertSecret(db: Db, scope: AdminScope, schoolId: number) {
  try {
    // A savepoint, so a refused insert leaves a rotation's transaction usable for its rollback.
    return await db.transaction((savepoint) =>
      q.insertEmbedSecret(savepoint, {
        schoolId,
        kid: newKid(),
        secret: newSecret(),
        createdBy: scope.userId,
      }),
    );
  } catch (error) {
    const problem = databaseError(error);
    if (problem?.code === UNIQUE_VIOLATION && problem.constraint === 'embed_secrets_current_key')
      throw alreadyActive();
    throw error;
  }
}

/** Makes a school's first (or next, after a revoke) secret; shown in full in this answer only. */
export async function createEmbedSecret(
  { db, log }: EmbedSecretDeps,
  scope: AdminScope,
  schoolId: number,
  now = new Date(),
) {
  await visibleSchool(db, scope, schoolId);
  const row = await insertSecret(db, scope, schoolId);
  audit(log, 'created', { schoolId, kid: row.kid, by: scope.userId });
  return revealed(row, now);
}

async function secretOf(db: Db, schoolId: number, id: number) {
  const row = await q.findEmbedSecret(db, schoolId, id);
  if (!row) throw notFound('No such embed secret.');
  return row;
}

/**
 * Replaces the active secret with a new one; the old one keeps working for EMBED_GRACE_HOURS,
 * so tokens the school signs while it deploys the new secret are still accepted.
 */
export async function rotateEmbedSecret(
  { db, log }: EmbedSecretDeps,
  scope: AdminScope,
  schoolId: number,
  id: number,
  now = new Date(),
) {
  await visibleSchool(db, scope, schoolId);
  const retiresAt = new Date(now.getTime() + EMBED_GRACE_HOURS * 3_600_000);
  const { old, row } = await db.transaction(async (tx) => {
    const old = await q.retireEmbedSecret(tx, schoolId, id, retiresAt);
    if (!old) {
      const state = secretState(await secretOf(tx, schoolId, id), now);
      throw conflict(`Only the active secret can be rotated; this one is ${state}.`);
    }
    return { old, row: await insertSecret(tx, scope, schoolId) };
  });
  audit(log, 'rotated', {
    schoolId,
    kid: row.kid,
    previousKid: old.kid,
    previousRetiresAt: retiresAt.toISOString(),
    by: scope.userId,
  });
  return revealed(row, now);
}

/** Ends a secret at once, grace period or not; revoking a revoked one answers it unchanged. */
export async function revokeEmbedSecret(
  { db, log }: EmbedSecretDeps,
  scope: AdminScope,
  schoolId: number,
  id: number,
  now = new Date(),
) {
  await visibleSchool(db, scope, schoolId);
  const row = await q.revokeEmbedSecret(db, schoolId, id, now);
  if (!row) return secretJson(await secretOf(db, schoolId, id), now);
  audit(log, 'revoked', { schoolId, kid: row.kid, by: scope.userId });
  return secretJson(row, now);
}
