import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coursePrices, testCheckoutSessions, testCheckoutSettings } from '../../../db/schema';
import { testCheckoutSubscriptions } from '../../../db/schema';
import type { JobQueue } from '../../queue';
import { priceIdOf, pricesNamed } from '../price-ids';
import { newWebhookSecret } from '../webhook-signature';
import type { StripeShapedEvent, TestCheckoutSession } from './events';
import type { TestCheckoutStore, TestPrice } from '.';
import { periodEnd, type TestSubscription } from './subscription';

/** The job that delivers one test checkout event to Kyu's webhook (see plugins/payments.ts). */
export interface DeliveryJob {
  event: StripeShapedEvent;
}

const dueAtOf = (subscription: TestSubscription) =>
  subscription.status === 'canceled' ? null : periodEnd(subscription);

/**
 * The test checkout's state in its own tables, and its events on the job queue, sent in the
 * transaction that keeps the rows: a payment is never kept without its events, nor the reverse.
 */
export function tableStore(db: Db, queue: JobQueue): TestCheckoutStore {
  return {
    async openCheckout(session) {
      await db
        .insert(testCheckoutSessions)
        .values({ id: session.id, session: { ...session } })
        .onConflictDoNothing();
      return (await this.checkout(session.id))!;
    },

    async checkout(id) {
      const [row] = await db
        .select({ session: testCheckoutSessions.session })
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, id));
      return (row?.session as unknown as TestCheckoutSession | undefined) ?? null;
    },

    async subscription(id) {
      const [row] = await db
        .select({ subscription: testCheckoutSubscriptions.subscription })
        .from(testCheckoutSubscriptions)
        .where(eq(testCheckoutSubscriptions.id, id));
      return (row?.subscription as unknown as TestSubscription | undefined) ?? null;
    },

    async dueBy(now) {
      const rows = await db
        .select({ subscription: testCheckoutSubscriptions.subscription })
        .from(testCheckoutSubscriptions)
        .where(
          and(
            isNotNull(testCheckoutSubscriptions.dueAt),
            lte(testCheckoutSubscriptions.dueAt, now),
          ),
        );
      return rows.map((row) => row.subscription as unknown as TestSubscription);
    },

    async prices(ids) {
      const rows = await db.select().from(coursePrices).where(pricesNamed(ids));
      const found = new Map<string, TestPrice>();
      for (const row of rows) {
        const id = priceIdOf(row);
        if (!ids.includes(id)) continue;
        found.set(id, {
          unitAmount: row.amountCents,
          currency: row.currency,
          interval: row.interval,
        });
      }
      return found;
    },

    commit: ({ checkout, subscription, events }) =>
      db.transaction(async (tx) => {
        if (checkout) {
          // Only a checkout not yet paid is paid: a second click on Pay keeps nothing.
          const paid = await tx
            .update(testCheckoutSessions)
            .set({ session: { ...checkout } })
            .where(
              and(
                eq(testCheckoutSessions.id, checkout.id),
                sql`${testCheckoutSessions.session}->>'subscriptionId' is null`,
              ),
            )
            .returning({ id: testCheckoutSessions.id });
          if (!paid.length) return false;
        }
        if (subscription) {
          const values = {
            id: subscription.id,
            subscription: { ...subscription },
            dueAt: dueAtOf(subscription),
            updatedAt: new Date(),
          };
          await tx
            .insert(testCheckoutSubscriptions)
            .values(values)
            .onConflictDoUpdate({ target: testCheckoutSubscriptions.id, set: values });
        }
        for (const event of events) {
          await queue.send('payment-events', { event } satisfies DeliveryJob, tx);
        }
        return true;
      }),
  };
}

/**
 * The test checkout's webhook secret, made by the first instance to start and read by every
 * other, so that an event one signs, another verifies.
 */
export async function sharedWebhookSecret(db: Db): Promise<string> {
  await db
    .insert(testCheckoutSettings)
    .values({ id: 1, webhookSecret: newWebhookSecret() })
    .onConflictDoNothing();
  const [row] = await db.select().from(testCheckoutSettings).where(eq(testCheckoutSettings.id, 1));
  return row!.webhookSecret;
}
