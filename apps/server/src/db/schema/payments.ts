import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, primaryId, updatedAt } from './columns';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox', 'manual'] as const;

/**
 * A subscription at the payment provider, from its creation at checkout. Its id is the
 * provider's (`sub_…`), which every payment result and webhook names.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 20, enum: ['pro', 'premium'] }).notNull(),
    provider: varchar('provider', { length: 20, enum: PAYMENT_PROVIDERS }).notNull(),
    status: varchar('status', {
      length: 20,
      enum: ['created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed'],
    }).notNull(),
    /** What the first period costs (an offer's price when one applied at checkout). */
    firstPricePaise: integer('first_price_paise'),
    /** End of the period paid for, as the provider last told us. */
    currentEnd: timestamp('current_end', { withTimezone: true, mode: 'date' }),
    /** `created_at` of the newest webhook applied: an older one arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Every payment and grant, as the provider reported it (raw event kept for support). */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    provider: varchar('provider', { length: 20, enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    subscriptionId: varchar('subscription_id', { length: 64 }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 20, enum: ['pro', 'premium'] }),
    amountPaise: integer('amount_paise').notNull().default(0),
    status: varchar('status', {
      length: 20,
      enum: ['captured', 'failed', 'granted', 'revoked'],
    }).notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [
    // A payment reported twice (verify and webhook, or a replay) is recorded once.
    uniqueIndex('payments_provider_payment_unique')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_user_idx').on(t.userId, t.id),
    // The dashboard's revenue and funnel read payments by day.
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/** Webhook events already processed: a replay is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  provider: varchar('provider', { length: 20, enum: PAYMENT_PROVIDERS }).notNull(),
  type: varchar('type', { length: 60 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
