import { FESTIVAL_KINDS } from '@stamp/shared/festivals/festival-vocabulary';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { subCategories } from './catalog';
import { createdAt, idColumn, primaryId, updatedAt } from './columns';

/**
 * The festival calendar. Festivals and their days come from the data file
 * (features/festivals/festival-data.ts), copied in at every start; only `sub_category_id` is
 * the operator's, and the copy never writes it.
 */
export const festivals = pgTable(
  'festivals',
  {
    id: primaryId(),
    /** The data file's stable slug: what the start-up copy matches rows by. */
    key: varchar('key', { length: 60 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameHi: varchar('name_hi', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10, enum: FESTIVAL_KINDS }).notNull(),
    /** Region slugs where it is mainly observed; empty: across India. */
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    /** The catalog's sub-category with its creatives, as the operator (or the demo) linked it. */
    subCategoryId: idColumn('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('festivals_key_unique').on(t.key),
    index('festivals_sub_category_id_idx').on(t.subCategoryId),
  ],
);

/** The days a festival falls on: one row a year (a multi-day festival: its first and last day). */
export const festivalDates = pgTable(
  'festival_dates',
  {
    festivalId: idColumn('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.festivalId, t.date] }),
    // The calendar and the Upcoming row read a range of days.
    index('festival_dates_date_idx').on(t.date),
    check('festival_dates_end_after_start', sql`${t.endDate} is null or ${t.endDate} > ${t.date}`),
  ],
);

/** "Remind me": the festivals a user chose one by one. */
export const reminderChoices = pgTable(
  'reminder_choices',
  {
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    festivalId: idColumn('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.festivalId] }),
    // Who to remind of a festival (the reminder run), and the console's count.
    index('reminder_choices_festival_id_idx').on(t.festivalId),
  ],
);

/**
 * A user's reminder settings: "all festivals in my region", and the private calendar feed. The
 * feed's token is never stored: only its SHA-256 (looked up when the feed is read) and the nonce
 * it is derived from with the app secret, so the settings page can show the address again while
 * a copy of the database alone opens no feed (features/festivals/feed-token.ts).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: idColumn('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 60 }),
    feedTokenHash: varchar('feed_token_hash', { length: 64 }),
    feedTokenNonce: varchar('feed_token_nonce', { length: 43 }),
    feedTokenCreatedAt: timestamp('feed_token_created_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reminder_settings_feed_token_hash_unique').on(t.feedTokenHash)],
);

export const REMINDER_SLOTS = ['before', 'on-the-day'] as const;
export type ReminderSlot = (typeof REMINDER_SLOTS)[number];

/**
 * `queued`: a run chose this e-mail and queued its job; `sent`: the SMTP server took it;
 * `skipped`: when its job ran, the user no longer wanted it (or the festival had passed);
 * `failed`: its job used up its tries (an operator's run queues it again).
 */
export const REMINDER_SEND_STATUSES = ['queued', 'sent', 'skipped', 'failed'] as const;

/**
 * One reminder e-mail per user, festival day (`date`: the festival's) and slot: the key that
 * makes a send happen once across processes and restarts (features/festivals/reminder-runs.*).
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    festivalId: idColumn('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: varchar('slot', { length: 12, enum: REMINDER_SLOTS }).notNull(),
    status: varchar('status', { length: 12, enum: REMINDER_SEND_STATUSES }).notNull(),
    /**
     * How many times a run has queued it again after it failed or was skipped: part of its job's
     * idempotency key, since the job runner keeps an ended job's key for about a week.
     */
    round: smallint('round').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.festivalId, t.date, t.slot] }),
    // A run queues the e-mails of one festival day and slot that are not sent yet.
    index('reminder_sends_slot_idx').on(t.festivalId, t.date, t.slot),
  ],
);

/**
 * The reminder slots that have run, by business day (`day`) and slot: the scheduler's tick runs
 * each slot of today once its time has come and it is not here, so a process that was down at
 * the slot's time sends at its next tick that day, and a slot never runs twice by itself.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: varchar('slot', { length: 12, enum: REMINDER_SLOTS }).notNull(),
    /** E-mails that run queued. */
    queued: integer('queued').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);
