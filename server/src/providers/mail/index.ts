import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpProblem, problemType } from '../../lib/problem';
import { recordMail } from './outbox';
import { smtpSender } from './smtp';
import type { MailMessage } from './types';

export type { MailMessage } from './types';

/** Sends mail: through SMTP when SMTP_URL is set, else into the outbox table (the dev mailbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in mail_outbox whichever way it goes, so support can answer "did the
 * link go out?" and the development mailbox can show it. Without SMTP the row is the delivery.
 */
export function createMailer(config: Config, db: Db): Mailer {
  const from = config.mailFrom;
  if (!config.smtpUrl) {
    return { send: (message) => recordMail(db, { ...message, from, transport: 'outbox' }) };
  }
  const deliver = smtpSender(config.smtpUrl, from);
  return {
    async send(message) {
      try {
        await deliver(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await recordMail(db, { ...message, from, transport: 'smtp', error: reason });
        // The SMTP server's words stay in the outbox row; the person gets a plain 503.
        throw new HttpProblem(
          503,
          'Service unavailable',
          'The e-mail could not be sent. Please try again later.',
          {
            type: problemType('mail-unavailable'),
          },
        );
      }
      await recordMail(db, { ...message, from, transport: 'smtp', sentAt: new Date() });
    },
  };
}
