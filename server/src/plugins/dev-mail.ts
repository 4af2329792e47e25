import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams } from '@kyu/core/contract';
import { notFound } from '../lib/problem';
import { findOutboxMessage, listOutbox } from '../providers/mail/outbox';
import { mailboxPage, mailJson, messagePage } from './dev-mail-page';

const MailQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/**
 * The development mailbox: the outbox as a page at /dev/mail and as JSON at /dev/mail.json
 * (end-to-end tests read the latest link sent to an address there). Mail holds sign-in links,
 * so none of this exists when NODE_ENV is production, nor when SMTP_URL is set: the outbox then
 * keeps a copy of real mail to real people, and a server left in development mode must not
 * publish it.
 */
export const devMailPlugin = fp(async (instance: FastifyInstance) => {
  if (instance.config.env === 'production' || instance.config.smtpUrl) return;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const hide = { hide: true };

  app.get('/dev/mail.json', { schema: { ...hide, querystring: MailQuery } }, async (request) => {
    const { to, limit } = request.query;
    const rows = await listOutbox(app.db, { to, limit: limit ?? 50 });
    return rows.map(mailJson);
  });

  app.get('/dev/mail', { schema: { ...hide, querystring: MailQuery } }, async (request, reply) => {
    const { to, limit } = request.query;
    const rows = await listOutbox(app.db, { to, limit: limit ?? 100 });
    return reply.type('text/html; charset=utf-8').send(mailboxPage(rows, to));
  });

  app.get('/dev/mail/:id', { schema: { ...hide, params: IdParams } }, async (request, reply) => {
    const row = await findOutboxMessage(app.db, request.params.id);
    if (!row) throw notFound('No such message in the outbox.');
    return reply.type('text/html; charset=utf-8').send(messagePage(row));
  });
});
