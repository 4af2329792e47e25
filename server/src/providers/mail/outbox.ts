import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './types';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * How long an attempt holds a row: longer than a send may take (smtp.ts cuts one off at 45 s),
 * so a row whose lease has run out is not being sent by anyone. An attempt that crashed is
 * picked up after it.
 */
const LEASE_MS = 120_000;

/** A new row; its id. */
export async function recordMail(
  db: Queryable,
  row: MailMessage & { from: string; transport: 'outbox' | 'smtp' },
): Promise<number> {
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      toAddress: row.to.toLowerCase(),
      fromAddress: row.from,
      replyTo: row.replyTo ?? null,
      subject: row.subject,
      text: row.text,
      html: row.html ?? null,
      transport: row.transport,
    })
    .returning({ id: mailOutbox.id });
  return inserted!.id;
}

/**
 * Takes a row to send, unless it was sent or another attempt's lease on it is live: the row
 * with its new `attempts`, which names this attempt; else undefined.
 */
export async function claimMail(db: Queryable, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      claimedUntil: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Gives a row back after a failed attempt, unless a later attempt has taken it since. */
export async function releaseMail(db: Queryable, id: number, attempt: number, error: string) {
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null, error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempt), isNull(mailOutbox.sentAt)));
}

/** The SMTP server took the row's mail. */
export async function markMailSent(db: Queryable, id: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, claimedUntil: null, error: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Newest first; only the messages to `to` when given. */
export async function listOutbox(
  db: Queryable,
  opts: { to?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(mailOutbox.toAddress, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit);
}

export async function findOutboxMessage(db: Queryable, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
