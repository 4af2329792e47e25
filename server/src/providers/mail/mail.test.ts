import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { createMailer } from './index';
import { listOutbox } from './outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps each message it is given. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mailer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps a message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(testConfig({ MAIL_FROM: 'Kyu <hello@kyu.test>' }), database.db);
    await mailer.send({
      to: 'Parent@Example.com',
      subject: 'Your link',
      text: 'Open http://kyu.test/x',
    });
    const [row] = await listOutbox(database.db, { to: 'parent@example.com', limit: 1 });
    expect(row).toMatchObject({
      toAddress: 'parent@example.com',
      fromAddress: 'Kyu <hello@kyu.test>',
      subject: 'Your link',
      text: 'Open http://kyu.test/x',
      transport: 'outbox',
      error: null,
    });
  });

  it('delivers through SMTP and records the delivery', async () => {
    const smtp = await startSmtpServer();
    try {
      const config = testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'kyu@kyu.test',
      });
      const mailer = createMailer(config, database.db);
      await mailer.send({
        to: 'teacher@example.com',
        subject: 'Welcome to Kyu',
        text: 'Hello teacher, your class is ready.',
        replyTo: 'head@example.com',
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.to).toEqual(['teacher@example.com']);
      expect(message!.from).toBe('kyu@kyu.test');
      expect(message!.raw).toContain('Subject: Welcome to Kyu');
      expect(message!.raw).toContain('Reply-To: head@example.com');
      expect(message!.raw).toContain('Hello teacher, your class is ready.');
      const [row] = await listOutbox(database.db, { to: 'teacher@example.com', limit: 1 });
      expect(row).toMatchObject({ transport: 'smtp', error: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('answers 503 and records the error when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = createMailer(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
      database.db,
    );
    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 'Lost', text: 'x' }),
    ).rejects.toMatchObject({
      status: 503,
    });
    const rows = await database.db.select().from(mailOutbox);
    const failed = rows.find((r) => r.toAddress === 'nobody@example.com');
    expect(failed).toMatchObject({ transport: 'smtp', sentAt: null });
    expect(failed!.error).toBeTruthy();
  });
});
