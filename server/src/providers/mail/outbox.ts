import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './types';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function recordMail(
  db: Db,
  row: MailMessage & { from: string; transport: 'outbox' | 'smtp'; sentAt?: Date; error?: string },
) {
  await db.insert(mailOutbox).values({
    toAddress: row.to.toLowerCase(),
    fromAddress: row.from,
    replyTo: row.replyTo ?? null,
    subject: row.subject,
    text: row.text,
    html: row.html ?? null,
    transport: row.transport,
    sentAt: row.sentAt ?? null,
    error: row.error ?? null,
  });
}

/** Newest first; only the messages to `to` when given. */
export async function listOutbox(
  db: Db,
  opts: { to?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(mailOutbox.toAddress, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
