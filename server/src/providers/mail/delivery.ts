import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { claimMail, findOutboxMessage, markMailSent, releaseMail, type OutboxRow } from './outbox';

/** The 'mail' queue's job: which outbox row to send. */
export interface MailJob {
  outboxId: number;
}

export interface MailDelivery {
  db: Db;
  send: (row: OutboxRow) => Promise<void>;
  /** Aborted when the app closes: a sent mail's mark stops waiting for the database. */
  signal: AbortSignal;
}

/**
 * Sends one outbox row by SMTP, at most once per attempt and once in all but one case. The
 * row is claimed (a lease, outbox.ts) before the SMTP server is spoken to, and marked sent as
 * soon as it has taken the mail, so a second job for the row, or a retry of this one, finds it
 * taken or sent and sends nothing. A failed send gives the row back and throws: the job is
 * retried with backoff (providers/queue). The one duplicate left is a crash, or a database
 * unreachable for longer than the lease, between the SMTP server's "250 OK" and the mark: the
 * row then looks unsent, and is sent again once the lease runs out. That is chosen over the
 * opposite (never resending a claimed row), which would lose every mail whose attempt crashed
 * before the SMTP server took it; the Message-ID is the same on both copies (smtp.ts).
 */
export async function deliverOutboxMail(delivery: MailDelivery, id: number): Promise<void> {
  const row = await claimMail(delivery.db, id);
  if (!row) {
    const now = await findOutboxMessage(delivery.db, id);
    // Sent already, or gone: done. Claimed by a live attempt: try again when it is over.
    if (!now || now.sentAt) return;
    throw new Error(`Mail ${id} is being sent by another attempt.`);
  }
  try {
    await delivery.send(row);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await releaseMail(delivery.db, id, row.attempts, reason);
    throw error;
  }
  await markSurely(delivery, id);
}

/**
 * Marks a sent row, retrying every second while the database is away (a restart) until the app
 * closes: the sooner the mark lands once the database is back, the less chance another attempt
 * takes the row, its lease over, and sends it again. Ten minutes bound the wait.
 */
async function markSurely({ db, signal }: MailDelivery, id: number) {
  const giveUpAt = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      return await markMailSent(db, id);
    } catch (error) {
      if (signal.aborted || Date.now() > giveUpAt) throw error;
      await sleep(1_000, undefined, { signal }).catch(() => undefined);
    }
  }
}
