import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverOutboxMail, type MailJob } from '../providers/mail/delivery';
import { smtpSender } from '../providers/mail/smtp';

/**
 * Sends the outbox's mail by SMTP (the 'mail' queue), when SMTP_URL is set, on whichever
 * instance takes each job. A batch of ten is sent at once, so a backlog left by an SMTP
 * outage drains in seconds once the server is back.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl } = app.config;
  if (!smtpUrl) return;
  const stop = new AbortController();
  const delivery = { db: app.db, send: smtpSender(smtpUrl), signal: stop.signal };
  app.addHook('onClose', async () => stop.abort());
  app.addHook('onReady', async () => {
    await app.queue.work(
      'mail',
      (data) => deliverOutboxMail(delivery, (data as MailJob).outboxId),
      { batchSize: 10 },
    );
  });
});
