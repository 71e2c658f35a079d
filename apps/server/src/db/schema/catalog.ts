import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, updatedAt } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: primaryId(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    /** Storage key of the public thumbnail rendition (content-hashed name). */
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by an operator: left out of every public list, with everything inside it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: primaryId(),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sub_categories_category_id_idx').on(t.categoryId, t.sortOrder),
    uniqueIndex('sub_categories_category_slug_unique').on(t.categoryId, t.slug),
    index('sub_categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const MEDIA_TYPES = ['image', 'video'] as const;
export const CREATIVE_TYPES = ['post', 'story', 'aiGenerated', 'reel'] as const;
/**
 * `published`: public. `draft`: operators only. `scheduled`: operators only until the
 * scheduler's `media.publish-due` job publishes it at `publish_at`.
 */
export const PUBLICATION_STATUSES = ['published', 'draft', 'scheduled'] as const;

export const media = pgTable(
  'media',
  {
    id: primaryId(),
    subCategoryId: idColumn('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 160 }).notNull(),
    /** The Hindi title, searched beside the English one. */
    titleHi: varchar('title_hi', { length: 160 }),
    /** Operator keywords, searched with the title's weight below it. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    type: varchar('type', { length: 10, enum: MEDIA_TYPES }).notNull(),
    creativeType: varchar('creative_type', { length: 20, enum: CREATIVE_TYPES }).notNull(),
    isTrending: boolean('is_trending').notNull().default(false),
    isLatest: boolean('is_latest').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationS: real('duration_s'),
    /** Private: read only by the server (download renders); never given a URL. */
    originalKey: varchar('original_key', { length: 200 }).notNull(),
    /** Public renditions. */
    thumbnailKey: varchar('thumbnail_key', { length: 200 }).notNull(),
    previewWatermarkedKey: varchar('preview_watermarked_key', { length: 200 }).notNull(),
    /** The same at phone size (images only; none for media from before it existed). */
    previewPhoneKey: varchar('preview_phone_key', { length: 200 }),
    posterKey: varchar('poster_key', { length: 200 }),
    /** Private: reached only through a short-lived signed URL given to active members. */
    previewCleanKey: varchar('preview_clean_key', { length: 200 }).notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    publication: varchar('publication', { length: 10, enum: PUBLICATION_STATUSES })
      .notNull()
      .default('published'),
    /** When a scheduled item goes public; when a published one did. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /**
     * Weighted text for full-text search: title (A), sub-category (B), category (C). Written by
     * the catalog repository with the names it already has (a generated column cannot join).
     */
    searchVector: tsvector('search_vector').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The sub-category list: one type, optionally one creative type, newest first.
    index('media_list_idx').on(t.subCategoryId, t.type, t.creativeType, t.id),
    index('media_sub_category_type_idx').on(t.subCategoryId, t.type, t.id),
    // The home feed's lists: visitors see published items only, so the predicate says so too
    // (the feed query repeats it word for word, or the planner cannot use the index).
    index('media_trending_idx')
      .on(t.id)
      .where(sql`${t.isTrending} and ${t.publication} = 'published'`),
    index('media_latest_idx').on(t.id).where(sql`${t.isLatest} and ${t.publication} = 'published'`),
    index('media_scheduled_idx').on(t.publishAt).where(sql`${t.publication} = 'scheduled'`),
    // Images still without a phone-size preview (features/catalog/phone-previews.ts): empty once
    // the backfill has run, so its every-ten-minutes check reads nothing.
    index('media_phone_preview_missing_idx')
      .on(t.id)
      .where(sql`${t.type} = 'image' and ${t.previewPhoneKey} is null`),
    // fastupdate off: PGlite has no autovacuum to merge GIN's pending list, which every search
    // would otherwise scan linearly (measured: 12 ms instead of 1 ms for one word at 100k rows).
    index('media_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('media_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Title-only matches for search (features/search): the expression must stay identical to
    // titleVector() in db/search-vector.ts, or the planner cannot use the index. The
    // sub-category is a second column (btree_gin), so that the matches within the sub-categories
    // a search names come from the index alone, not from testing each title match's heap row
    // (decision 6: "real estate" read 9,057 heap blocks at 1,000,000 media).
    index('media_title_search_idx')
      .using(
        'gin',
        sql`to_tsvector('simple'::regconfig, (${t.title} || ' ' || coalesce(${t.titleHi}, ''))::text)`,
        t.subCategoryId,
      )
      .with({ fastupdate: false }),
  ],
);

/**
 * How many published images and videos each sub-category holds: the count on its cards. Kept by
 * a trigger on media (migration 0014_sub_category_counts), in the same statement as the change,
 * so reading it costs one row however large the catalogue grows; counting a sub-category's
 * media instead took 30 ms per 23,000 items in PGlite, and a search shows ten. Never edited by
 * application code.
 */
export const subCategoryMediaCounts = pgTable('sub_category_media_counts', {
  subCategoryId: idColumn('sub_category_id')
    .primaryKey()
    .references(() => subCategories.id, { onDelete: 'cascade' }),
  images: integer('images').notNull().default(0),
  videos: integer('videos').notNull().default(0),
});

/**
 * Every distinct lexeme of media search vectors: the vocabulary that search corrects typos
 * against with trigram similarity ("dewali" → diwali). Filled by a trigger on media (see
 * migration 0002_search); never edited by application code.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  // fastupdate off as on media: with a pending list the planner prices this index above a scan
  // of the whole vocabulary (measured: 350 ms instead of 1 ms at 60,000 terms).
  index('search_terms_term_trgm_idx')
    .using('gin', sql`${t.term} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/** Small operator-editable settings: top banner text, social links, support e-mail. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const UPLOAD_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

/**
 * One file of an operator's bulk upload, from its arrival to its item. The `media.ingest` job
 * turns the staged original into a media row (in one transaction, so a failed ingest leaves no
 * half-visible item) and records the outcome here for the console to show.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: primaryId(),
    subCategoryId: idColumn('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Private storage key of the file as received; removed once ingested. */
    stagedKey: varchar('staged_key', { length: 200 }),
    /** What the operator gave with the file: title, creative type, flags, publication. */
    fields: jsonb('fields').notNull().default({}),
    status: varchar('status', { length: 12, enum: UPLOAD_STATUSES }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    mediaId: idColumn('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_uploads_sub_category_idx').on(t.subCategoryId, t.id)],
);
