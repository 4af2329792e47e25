import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { signedIn } from '@kyu/test-support/db';
import { listOutbox } from './outbox';
import { startTestSmtpServer } from './test-smtp-server';

/** The real app, with its real mailer: the outbox, and SMTP when `env` names a server. */
async function appWithMail(env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), database: await openTestDatabase() });
  await app.ready();
  return app;
}

const mail = (to: string, subject: string) => ({ to, subject, text: `${subject}, in full.` });

const rowsTo = (app: FastifyInstance, to: string) => listOutbox(app.db, { to, limit: 100 });

/** How many times the SMTP server took each subject. */
function tally(received: { raw: string }[]) {
  const counts = new Map<string, number>();
  for (const { raw } of received) {
    const subject = /^Subject: ([^\r\n]*)/m.exec(raw)?.[1] ?? '';
    counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return counts;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
const long = { timeout: 60_000, interval: 200 };

describe('mail without SMTP_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithMail({ MAIL_FROM: 'Kyu <hello@kyu.test>' });
  });
  afterAll(() => app.close());

  it('keeps the message in the outbox, which the development mailbox shows', async () => {
    await app.mailer.enqueue(app.db, {
      to: 'Parent@Example.com',
      subject: 'Your link',
      text: 'Open http://kyu.test/x',
    });
    const [row] = await rowsTo(app, 'parent@example.com');
    expect(row).toMatchObject({
      toAddress: 'parent@example.com',
      fromAddress: 'Kyu <hello@kyu.test>',
      subject: 'Your link',
      transport: 'outbox',
      error: null,
    });
    const admin = await signedIn(app.db, { userRoleId: 3, schoolId: null });
    const box = await app.inject({
      url: '/dev/mail.json?to=parent@example.com',
      headers: admin.headers,
    });
    expect(box.json()).toMatchObject([{ subject: 'Your link', links: ['http://kyu.test/x'] }]);
  });

  it('keeps nothing of a mail whose transaction rolls back', async () => {
    await app.db
      .transaction(async (tx) => {
        await app.mailer.enqueue(tx, mail('gone@example.com', 'Never'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rowsTo(app, 'gone@example.com')).toEqual([]);
  });
});

// Retries wait seconds each (providers/queue), so these tests wait longer than most.
describe('mail through SMTP', { timeout: 90_000 }, () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await appWithMail({ SMTP_URL: smtp.url, MAIL_FROM: 'kyu@kyu.test' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('sends a mail once its transaction commits, and records when', async () => {
    await app.db.transaction(async (tx) => {
      await app.mailer.enqueue(tx, {
        to: 'teacher@example.com',
        subject: 'Welcome to Kyu',
        text: 'Hello teacher, your class is ready.',
        replyTo: 'head@example.com',
      });
    });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), long);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['teacher@example.com']);
    expect(message!.from).toBe('kyu@kyu.test');
    expect(message!.raw).toContain('Subject: Welcome to Kyu');
    expect(message!.raw).toContain('Reply-To: head@example.com');
    expect(message!.raw).toContain('Hello teacher, your class is ready.');
    const [row] = await rowsTo(app, 'teacher@example.com');
    expect(message!.messageId).toBe(`<kyu-mail.${row!.id}.${row!.createdAt.getTime()}@kyu.test>`);
    await vi.waitFor(async () => {
      const [sent] = await rowsTo(app, 'teacher@example.com');
      expect(sent).toMatchObject({ transport: 'smtp', error: null, attempts: 1 });
      expect(sent!.sentAt).toBeInstanceOf(Date);
    }, long);
  });

  it('never sends a mail whose transaction rolls back', async () => {
    await app.db
      .transaction(async (tx) => {
        await app.mailer.enqueue(tx, mail('gone@example.com', 'Rolled back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.mailer.enqueue(app.db, mail('kept@example.com', 'Committed'));
    await vi.waitFor(() => expect(tally(smtp.received).get('Committed')).toBe(1), long);
    await settle();
    expect(tally(smtp.received).has('Rolled back')).toBe(false);
    expect(await rowsTo(app, 'gone@example.com')).toEqual([]);
  });

  it('accepts mail while the SMTP server is down, and delivers each once when it is back', async () => {
    await smtp.stop();
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v1/mailer/contact-us',
      payload: { from_email: 'visitor@example.com', message: 'Is anyone there?' },
    });
    // The mail is kept and sent later: the visitor is not told of the mail server's outage.
    expect(visitor.statusCode).toBe(200);
    for (let n = 0; n < 20; n++)
      await app.mailer.enqueue(app.db, mail('many@example.com', `Outage ${n}`));
    // Every mail has been tried and failed at least once before the server comes back.
    await vi.waitFor(async () => {
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(sql`sent_at is null`);
      expect(rows).toHaveLength(21);
      expect(rows.every((row) => row.attempts >= 1 && row.error)).toBe(true);
    }, long);
    await smtp.start();
    await vi.waitFor(() => {
      const counts = tally(smtp.received);
      expect([...counts.keys()].filter((s) => s.startsWith('Outage'))).toHaveLength(20);
    }, long);
    await vi.waitFor(async () => {
      const waiting = await app.db
        .select()
        .from(mailOutbox)
        .where(sql`sent_at is null`);
      expect(waiting).toEqual([]);
    }, long);
    await settle();
    const counts = tally(smtp.received);
    for (let n = 0; n < 20; n++) expect(counts.get(`Outage ${n}`)).toBe(1);
    expect(counts.get('Kyu contact form: message from visitor@example.com')).toBe(1);
  });

  it('keeps trying a mail a minute apart however long the SMTP server is down', async () => {
    await smtp.stop();
    await app.mailer.enqueue(app.db, mail('patient@example.com', 'Long outage'));
    const [row] = await rowsTo(app, 'patient@example.com');
    const job = sql`name = 'mail' and (data->>'outboxId')::int = ${row!.id}`;
    // As after twenty failed tries: more than the other queues' whole allowance, and a delay
    // that, doubling, would be hours.
    await app.db.execute(
      sql`update pgboss.job set retry_count = 20, started_on = now(), start_after = now()
        where ${job}`,
    );
    await vi.waitFor(async () => {
      const { rows } = await app.db.execute<{ state: string; wait: number; tries: number }>(
        sql`select state::text, extract(epoch from start_after - now())::float as wait,
            retry_count as tries from pgboss.job where ${job}`,
      );
      expect(rows[0]).toMatchObject({ state: 'retry', tries: 21 });
      expect(rows[0]!.wait).toBeGreaterThan(50);
      expect(rows[0]!.wait).toBeLessThanOrEqual(60);
    }, long);
    await smtp.start();
  });

  it('retries while the SMTP server answers "try again later", then delivers once', async () => {
    smtp.refuse(true);
    await app.mailer.enqueue(app.db, mail('later@example.com', 'Refused at first'));
    await vi.waitFor(async () => {
      const [row] = await rowsTo(app, 'later@example.com');
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
      expect(row!.error).toContain('Try again later');
    }, long);
    smtp.refuse(false);
    await vi.waitFor(() => expect(tally(smtp.received).get('Refused at first')).toBe(1), long);
    await settle();
    expect(tally(smtp.received).get('Refused at first')).toBe(1);
  });

  it('sends a mail once when two jobs name it', async () => {
    await app.db.transaction(async (tx) => {
      await app.mailer.enqueue(tx, mail('twice@example.com', 'Two jobs'));
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'twice@example.com'));
      await app.queue.send('mail', { outboxId: row!.id }, tx);
    });
    await vi.waitFor(() => expect(tally(smtp.received).get('Two jobs')).toBe(1), long);
    await settle();
    expect(tally(smtp.received).get('Two jobs')).toBe(1);
  });

  it('sends again, once, a mail whose attempt crashed, when its lease runs out', async () => {
    // As an instance killed while sending leaves it: claimed for two minutes, not marked sent.
    // Whether that attempt's SMTP server took the mail is unknown, so it is sent (at least once).
    await app.db.transaction(async (tx) => {
      await app.mailer.enqueue(tx, mail('crash@example.com', 'After a crash'));
      await tx
        .update(mailOutbox)
        .set({ claimedUntil: sql`now() + interval '2 minutes'`, attempts: 1 })
        .where(eq(mailOutbox.toAddress, 'crash@example.com'));
    });
    const [claimed] = await rowsTo(app, 'crash@example.com');
    // Its job has found the row taken, and waits to try again.
    await vi.waitFor(async () => {
      const { rows } = await app.db.execute(
        sql`select state::text from pgboss.job
          where name = 'mail' and (data->>'outboxId')::int = ${claimed!.id}`,
      );
      expect(rows).toEqual([{ state: 'retry' }]);
    }, long);
    expect(tally(smtp.received).has('After a crash')).toBe(false);
    await app.db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, 'crash@example.com'));
    await vi.waitFor(() => expect(tally(smtp.received).get('After a crash')).toBe(1), long);
    await vi.waitFor(async () => {
      const [row] = await rowsTo(app, 'crash@example.com');
      expect(row).toMatchObject({ attempts: 2, claimedUntil: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    }, long);
  });
});
