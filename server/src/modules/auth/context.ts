import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../providers/mail';
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
