import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164; null only for operator accounts created from ADMIN_EMAIL. */
    phoneNumber: varchar('phone_number', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10, enum: ['user', 'editor', 'admin'] })
      .notNull()
      .default('user'),
    /** The interface language the user chose (issue 18); null until they choose. */
    language: varchar('language', { length: 2, enum: ['en', 'hi'] }),
    /** Set by an admin: the account's sessions end and login is refused until it is cleared. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_number_unique').on(t.phoneNumber),
    // The console's dashboard counts sign-ups per day over 7–90 days.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    userAgent: varchar('user_agent', { length: 512 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** The current membership of a user (one row per user; the payments issue fills it). */
export const memberships = pgTable('memberships', {
  userId: idColumn('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: varchar('plan', { length: 20, enum: ['pro', 'premium'] }).notNull(),
  status: varchar('status', {
    length: 20,
    enum: ['created', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired'],
  }).notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  providerSubscriptionId: varchar('provider_subscription_id', { length: 64 }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Today's download allowance; `last_reset` is a date in the business time zone. */
export const allowances = pgTable(
  'allowances',
  {
    userId: idColumn('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    remaining: integer('remaining').notNull().default(0),
    lastReset: date('last_reset', { mode: 'string' }),
  },
  (t) => [check('allowances_remaining_nonnegative', sql`${t.remaining} >= 0`)],
);
