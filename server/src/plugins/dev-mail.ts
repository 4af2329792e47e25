import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listOutbox } from '../providers/mail/outbox';
import { devAdminOnly } from './dev-access';
import { MAILBOX_PAGE, mailJson } from './dev-mail-page';

const MailQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/** The mailbox page's script: it reads the mail with the Bearer token the browser keeps. */
const MAILBOX_SCRIPT = readFileSync(new URL('./dev-mailbox.js', import.meta.url), 'utf8');

/**
 * The development mailbox: the outbox as JSON at /dev/mail.json, for Kyu's administrator only
 * (end-to-end tests sign in as the seeded one to read the latest link sent to an address), and
 * as a page at /dev/mail. A browser sends no Bearer token when it opens a page, so the page
 * itself holds no mail: its script asks /dev/mail.json with the token of whoever is signed in
 * to the portal or console in that browser, and says to sign in as the administrator otherwise.
 * Mail holds sign-in links, so none of this exists when NODE_ENV is production, nor when
 * SMTP_URL is set: the outbox then keeps a copy of real mail to real people.
 */
export const devMailPlugin = fp(async (instance: FastifyInstance) => {
  if (instance.config.env === 'production' || instance.config.smtpUrl) return;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const hide = { hide: true };

  app.get(
    '/dev/mail.json',
    { ...devAdminOnly(app), schema: { ...hide, querystring: MailQuery } },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await listOutbox(app.db, { to, limit: limit ?? 50 });
      return rows.map(mailJson);
    },
  );

  app.get('/dev/mail', { schema: hide }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(MAILBOX_PAGE),
  );

  app.get('/dev/mailbox.js', { schema: hide }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(MAILBOX_SCRIPT),
  );
});
