import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeCourse, makeFamily, priceCourse } from '@kyu/test-support/db';
import { buildApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { WEBHOOK_PATH } from '../../plugins/payments';
import { startTestSmtpServer } from '../../providers/mail/test-smtp-server';

const PAYS = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const long = { timeout: 60_000, interval: 200 };

describe('receipts by SMTP while the mail server is down', { timeout: 90_000 }, () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    await smtp.stop();
    app = await buildApp({
      config: testConfig({ SMTP_URL: smtp.url }),
      database: await openTestDatabase(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('sends the receipt of a payment once the server is back, once, though its event comes twice', async () => {
    const course = await makeCourse(app.db);
    const prices = await priceCourse(app.db, course.id);
    const { parent, child } = await makeFamily(app.db, {
      child: { academicLevelId: course.academicLevelId },
    });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/v1/subscription/checkout',
      headers: parent.headers,
      payload: {
        app_domain: 'http://kyu.test',
        student_id: child.id,
        price_ids: [prices.monthly],
        checkout_mode: 'monthly',
      },
    });
    const sessionId = checkout.json<{ checkout_url: string }>().checkout_url.split('/').pop()!;
    await app.testCheckout!.pay(sessionId, PAYS);
    const toParent = eq(mailOutbox.toAddress, parent.user.email);
    // The event was acted on and its receipt tried, and refused: the mail server is down.
    await vi.waitFor(async () => {
      const [receipt] = await app.db.select().from(mailOutbox).where(toParent);
      expect(receipt?.subject).toMatch(/receipt/i);
      expect(receipt!.error).toBeTruthy();
    }, long);

    // The provider sends the paid invoice's event again: acted on once, so no second receipt.
    const { rows } = await app.db.execute<{ event: { type: string } }>(
      sql`select data->'event' as event from pgboss.job where name = 'payment-events'`,
    );
    const paid = JSON.stringify(rows.find((row) => row.event.type === 'invoice.paid')!.event);
    const replay = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': app.testCheckout!.sign(paid),
      },
      payload: paid,
    });
    expect(replay.statusCode).toBe(200);

    await smtp.start();
    const receipts = () =>
      smtp.received.filter((m) => m.to.includes(parent.user.email) && /receipt/i.test(m.raw));
    await vi.waitFor(() => expect(receipts()).toHaveLength(1), long);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receipts()).toHaveLength(1);
    expect(await app.db.select().from(mailOutbox).where(toParent)).toHaveLength(1);
  });
});
