import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { media } from './catalog';
import { createdAt, idColumn, primaryId, updatedAt } from './columns';

/** The membership plans; each member's daily allowance comes from here (seeded by migration). */
export const plans = pgTable(
  'plans',
  {
    code: varchar('code', { length: 20, enum: ['pro', 'premium'] }).primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    period: varchar('period', { length: 20, enum: ['monthly'] })
      .notNull()
      .default('monthly'),
    dailyDownloads: integer('daily_downloads').notNull(),
    razorpayPlanId: varchar('razorpay_plan_id', { length: 64 }),
    active: boolean('active').notNull().default(true),
    /**
     * A launch or festival offer: the first month's price until `offerEndsAt`, with the text the
     * checkout shows. With Razorpay it applies only through `razorpayOfferId` (the offer made in
     * Razorpay's dashboard), so a price shown is always the price charged.
     */
    offerPricePaise: integer('offer_price_paise'),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true, mode: 'date' }),
    offerBanner: varchar('offer_banner', { length: 120 }),
    razorpayOfferId: varchar('razorpay_offer_id', { length: 64 }),
  },
  (t) => [
    check('plans_daily_downloads_positive', sql`${t.dailyDownloads} > 0`),
    check(
      'plans_offer_below_price',
      sql`${t.offerPricePaise} is null or (${t.offerPricePaise} > 0 and ${t.offerPricePaise} < ${t.pricePaise})`,
    ),
  ],
);

export const DOWNLOAD_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;

/**
 * Every rendered download. Images are rendered before the row is written (status `ready`);
 * videos are jobs: the row is written `queued`, the job runner renders it and moves it on,
 * and a restart picks up whatever was still queued or rendering.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for custom-editor output. */
    mediaId: idColumn('media_id').references(() => media.id, { onDelete: 'set null' }),
    /**
     * Custom-editor video: the private storage key of the member's upload, rendered in place of
     * a catalog original; removed once the render has finished.
     */
    sourceKey: varchar('source_key', { length: 200 }),
    title: varchar('title', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['image', 'video'] }).notNull(),
    settings: jsonb('settings').notNull(),
    /** The brand-kit logo drawn into it, if any. */
    logoId: idColumn('logo_id'),
    watermarked: boolean('watermarked').notNull(),
    /** Whether a daily allowance unit paid for it (given back if the render fails). */
    consumedAllowanceOn: varchar('consumed_allowance_on', { length: 10 }),
    status: varchar('status', { length: 12, enum: DOWNLOAD_STATUSES }).notNull(),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    /** Private storage key of the rendered file, once ready. */
    fileKey: varchar('file_key', { length: 200 }),
    /** Private storage key of the history's picture of it (the design over the thumbnail). */
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    bytes: integer('bytes'),
    uses: smallint('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('downloads_user_idx').on(t.userId, t.id),
    index('downloads_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'rendering')`),
    // The dashboard's downloads per day and top media.
    index('downloads_created_at_idx').on(t.createdAt),
    check('downloads_uses_range', sql`${t.uses} between 0 and 3`),
  ],
);

/** A user's logos, uploaded once and offered on every item. */
export const brandLogos = pgTable(
  'brand_logos',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Private storage key of the normalised PNG. */
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brand_logos_user_idx').on(t.userId, t.id)],
);

/** A user's brand: business details and the editor settings every item starts from. */
export const brandKits = pgTable('brand_kits', {
  userId: idColumn('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: varchar('business_name', { length: 100 }).notNull().default(''),
  phone: varchar('phone', { length: 24 }).notNull().default(''),
  colours: jsonb('colours').$type<string[]>().notNull().default([]),
  /** Partial editor settings applied to every item before its own saved settings. */
  defaults: jsonb('defaults').notNull().default({}),
  defaultLogoId: idColumn('default_logo_id'),
  updatedAt: updatedAt(),
});
