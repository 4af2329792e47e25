import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the outbox table (the dev mailbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(_config: Config, _db: Db): Mailer {
  return { send: async () => {} };
}
