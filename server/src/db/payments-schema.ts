import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CheckoutMode, SubscriptionStatus } from '@kyu/core/contract';
import { createdAt, updatedAt } from './columns';
import { courses, users } from './school-schema';

/* Subscriptions as Kyu keeps them, the checkouts that start them, the webhook's memory, and the
   embedded test checkout's own state. The payment provider's ids stay here, never in answers. */

/** The payment provider's customer of a parent (or a student paying for themselves): one each. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A checkout Kyu asked the provider for: its id is the `client_reference_id` the completed
 * checkout's event returns, and its idempotency key makes a double click open one checkout.
 */
export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutMode: text('checkout_mode').$type<CheckoutMode>().notNull(),
    /** The course_prices rows bought, in the order asked. */
    priceRowIds: jsonb('price_row_ids').$type<number[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerCheckoutId: text('provider_checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** Set when the provider's event says it was paid. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('checkout_orders_mode_check', sql`${t.checkoutMode} in ('monthly', 'annual')`)],
);

/** A learner's subscription as the provider's events last described it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => checkoutOrders.id, { onDelete: 'set null' }),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    checkoutMode: text('checkout_mode').$type<CheckoutMode>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /**
     * When the state kept here was true at the provider: an event's `created`, or the moment a
     * call here changed it. Events arrive late and out of order (a cancel's event after the
     * resume that undid it); one older than this is not applied.
     */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_learner_idx').on(t.learnerId),
    index('subscriptions_customer_idx').on(t.providerCustomerId),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled')`,
    ),
    check('subscriptions_mode_check', sql`${t.checkoutMode} in ('monthly', 'annual')`),
  ],
);

/** One course of a subscription, at the price it was sold at. */
export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    providerPriceId: text('provider_price_id').notNull(),
    providerItemId: text('provider_item_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [unique('subscription_items_course_key').on(t.subscriptionId, t.courseId)],
);

/**
 * Every webhook event acted on, by the provider's id: inserted in the transaction that acts on
 * it, so a replayed event finds its id and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** The test checkout's checkouts (TestCheckoutSession, kept whole). */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  session: jsonb('session').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** The test checkout's subscriptions (TestSubscription, kept whole); `dueAt` finds renewals. */
export const testCheckoutSubscriptions = pgTable(
  'test_checkout_subscriptions',
  {
    id: text('id').primaryKey(),
    subscription: jsonb('subscription').$type<Record<string, unknown>>().notNull(),
    /** When its period ends, null once it has ended. */
    dueAt: integer('due_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_checkout_subscriptions_due_idx').on(t.dueAt)],
);

/**
 * One row (id 1): the test checkout's webhook secret, made on first start and shared by every
 * instance on the database, so what one signs another verifies. TEST_CHECKOUT_WEBHOOK_SECRET
 * overrides it.
 */
export const testCheckoutSettings = pgTable(
  'test_checkout_settings',
  {
    id: integer('id').primaryKey(),
    webhookSecret: text('webhook_secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('test_checkout_settings_one_row', sql`${t.id} = 1`)],
);
