import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../providers/mail';
import type { IdentityProviders } from './identity-providers';
import type { SignInLimits } from './login-limits';

/** What the sign-in flows need from the app, built once when the routes are registered. */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  identity: IdentityProviders;
  limits: SignInLimits;
}

/** What a flow that mails a link needs: another module calling one passes just these. */
export type MailContext = Pick<AuthContext, 'db' | 'config' | 'mailer' | 'log'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Sends a mail without making the caller wait: a slow SMTP server must not hold up sign-up,
 * and the seconds SMTP takes must not show in the answer to "mail me a link" as the mark of an
 * address with an account. (A few database writes still differ; GET /users?email= answers
 * that question openly anyway.) A failure is logged (and kept in the outbox).
 */
export function deliver(ctx: Pick<AuthContext, 'mailer' | 'log'>, message: MailMessage) {
  const failed = (err: unknown) =>
    ctx.log.error({ err, subject: message.subject }, 'mail not sent');
  try {
    ctx.mailer.send(message).catch(failed);
  } catch (err) {
    failed(err);
  }
}
