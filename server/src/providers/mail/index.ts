import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/client';
import type { JobQueue } from '../queue';
import type { MailJob } from './delivery';
import { recordMail } from './outbox';
import type { MailMessage } from './types';

export type { MailMessage } from './types';

/** Mail, kept in the outbox table in the transaction of what it announces. */
export interface Mailer {
  /**
   * Puts a mail in the outbox as part of `db`'s transaction (pass the transaction): it goes out
   * once that commits, and never if it rolls back.
   */
  enqueue(db: Queryable, message: MailMessage): Promise<void>;
}

/**
 * Without SMTP_URL the outbox row is the delivery: the development mailbox shows it. With it,
 * the row goes with a job on the 'mail' queue, written together, and the job sends it by SMTP
 * (plugins/mail.ts, delivery.ts), retried with backoff while the mail server is away. A caller
 * is never told of SMTP's troubles: the mail is accepted, and goes when it can.
 */
export function createMailer(config: Config, queue: JobQueue): Mailer {
  const from = config.mailFrom;
  if (!config.smtpUrl) {
    return {
      async enqueue(db, message) {
        await recordMail(db, { ...message, from, transport: 'outbox' });
      },
    };
  }
  return {
    async enqueue(db, message) {
      // A transaction of its own (a savepoint inside the caller's), so no row is left without
      // its job even when the caller passes no transaction. (A Tx's `transaction` is Db's;
      // TypeScript cannot call the union of the two.)
      await (db as Db).transaction(async (tx) => {
        const outboxId = await recordMail(tx, { ...message, from, transport: 'smtp' });
        await queue.send('mail', { outboxId } satisfies MailJob, tx);
      });
    },
  };
}
