import { z } from 'zod';
import { categorySchema, creativeTypeSchema, mediaTypeSchema, subCategorySchema } from './catalog';
import { okEnvelope } from './envelope';
import { idSchema } from './id-schema';

/**
 * What the operator console sends and reads under `/api/v1/admin/…` for the catalog and the
 * site: the same entities as the public catalog plus what only operators see (hidden,
 * publication, Hindi title, tags, upload status).
 */

export const PUBLICATION_STATUSES = ['published', 'draft', 'scheduled'] as const;
export const publicationSchema = z.enum(PUBLICATION_STATUSES);
export type Publication = z.infer<typeof publicationSchema>;

/** Tags an item may carry, and how long each may be. */
export const MEDIA_TAGS_MAX = 20;
export const MEDIA_TAG_MAX_CHARS = 40;

// ---- Categories and sub-categories -------------------------------------------------------

/** A category as the console lists it: hidden ones too, with every sub-category counted. */
export const adminCategorySchema = categorySchema.extend({
  hidden: z.boolean(),
  sortOrder: z.number().int(),
  /** Every item in the category, whatever its publication. */
  mediaCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Counts include drafts and scheduled items (the public counts do not). */
export const adminSubCategorySchema = subCategorySchema.extend({
  hidden: z.boolean(),
  sortOrder: z.number().int(),
  /** The category is hidden: visitors see nothing in here even when this one is shown. */
  categoryHidden: z.boolean(),
});
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;

export const adminCategoriesEnvelopeSchema = okEnvelope(z.array(adminCategorySchema));
export const adminSubCategoriesEnvelopeSchema = okEnvelope(z.array(adminSubCategorySchema));
export const adminCategoryEnvelopeSchema = okEnvelope(adminCategorySchema);
export const adminSubCategoryEnvelopeSchema = okEnvelope(adminSubCategorySchema);

export const visibilityBodySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

// ---- Media -------------------------------------------------------------------------------

export const adminMediaSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleHi: z.string().nullable(),
  tags: z.array(z.string()),
  type: mediaTypeSchema,
  creativeType: creativeTypeSchema,
  thumbnailImage: z.object({ secureUrl: z.string() }),
  /** The watermarked preview. */
  url: z.string(),
  posterUrl: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  durationS: z.number().nullable(),
  flags: z.object({ isTrending: z.boolean(), isLatest: z.boolean() }),
  publication: publicationSchema,
  /** When a scheduled item goes public, or when a published one did; null for a draft. */
  publishAt: z.iso.datetime().nullable(),
  downloadCount: z.number().int(),
  subCategory: z.object({ _id: z.string(), name: z.string(), hidden: z.boolean() }),
  category: z.object({ _id: z.string(), name: z.string(), hidden: z.boolean() }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;
export const adminMediaEnvelopeSchema = okEnvelope(adminMediaSchema);

export const ADMIN_MEDIA_SORTS = ['newest', 'oldest', 'title', 'downloads'] as const;

const queryFlag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** The console's media grid: every filter optional, paged and sorted on the server. */
export const adminMediaListQuerySchema = z.object({
  subCategoryId: idSchema.optional(),
  categoryId: idSchema.optional(),
  type: mediaTypeSchema.optional(),
  creativeType: creativeTypeSchema.optional(),
  trending: queryFlag,
  latest: queryFlag,
  publication: publicationSchema.optional(),
  /** Words of the English or Hindi title, or a tag. */
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  sort: z.enum(ADMIN_MEDIA_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminMediaListQuery = z.infer<typeof adminMediaListQuerySchema>;

export const adminMediaListEnvelopeSchema = okEnvelope(z.array(adminMediaSchema)).extend({
  paging: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

const titleField = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(160, 'Title must be at most 160 characters');

export const mediaTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty')
      .max(MEDIA_TAG_MAX_CHARS, `Each tag must be at most ${MEDIA_TAG_MAX_CHARS} characters`),
  )
  .max(MEDIA_TAGS_MAX, `At most ${MEDIA_TAGS_MAX} tags`);

/** An edit: only the fields sent change. `titleHi: null` (or "") removes the Hindi title. */
export const mediaUpdateBodySchema = z
  .object({
    title: titleField.optional(),
    titleHi: z
      .string()
      .trim()
      .max(160, 'Hindi title must be at most 160 characters')
      .nullable()
      .optional(),
    tags: mediaTagsSchema.optional(),
    creativeType: creativeTypeSchema.optional(),
    isTrending: z.boolean().optional(),
    isLatest: z.boolean().optional(),
    /** Moves the item to another sub-category. */
    subCategoryId: idSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change',
  });
export type MediaUpdateBody = z.infer<typeof mediaUpdateBodySchema>;

/** Publish now, unpublish (draft), or publish at a future time. */
export const publicationBodySchema = z.discriminatedUnion(
  'publication',
  [
    z.object({ publication: z.literal('published') }),
    z.object({ publication: z.literal('draft') }),
    z.object({
      publication: z.literal('scheduled'),
      publishAt: z.iso.datetime({
        offset: true,
        error: 'publishAt must be a date and time, e.g. 2026-12-01T09:00:00+05:30',
      }),
    }),
  ],
  { error: 'publication must be published, draft or scheduled' },
);
export type PublicationBody = z.infer<typeof publicationBodySchema>;

// ---- Uploads -----------------------------------------------------------------------------

export const UPLOAD_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

export const uploadStatusSchema = z.object({
  _id: z.string(),
  subCategoryId: z.string(),
  fileName: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  /** Why it failed, in words an operator can act on; null unless failed. */
  error: z.string().nullable(),
  /** The item made (or, for a replacement, replaced); null until ready. */
  mediaId: z.string().nullable(),
  /** Replaces the file of an existing item instead of adding one. */
  replaces: z.string().nullable(),
  /**
   * A failed upload whose file is still held: `POST /admin/uploads/:id/retry` tries again.
   * When false, send the file again as a new upload.
   */
  retryable: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;
export const uploadStatusEnvelopeSchema = okEnvelope(uploadStatusSchema);
export const uploadStatusListEnvelopeSchema = okEnvelope(z.array(uploadStatusSchema));

/** At most this many ids per status poll. */
export const UPLOAD_POLL_MAX_IDS = 100;

export const uploadListQuerySchema = z
  .object({
    /** Comma-separated upload ids. */
    ids: z
      .string()
      .max(UPLOAD_POLL_MAX_IDS * 25, 'Too many ids')
      .optional(),
    subCategoryId: idSchema.optional(),
  })
  .refine((q) => q.ids !== undefined || q.subCategoryId !== undefined, {
    error: 'Give ids or subCategoryId',
  });

// ---- Site --------------------------------------------------------------------------------

export const TOP_BANNER_MAX_CHARS = 120;

export const siteSettingsSchema = z.object({
  topBannerText: z.string(),
  /** True when no operator has set it: the text is the default 'Stamp Your Identity'. */
  topBannerIsDefault: z.boolean(),
});
export const siteSettingsEnvelopeSchema = okEnvelope(siteSettingsSchema);

export const siteBannerSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** Only active banners are listed by `GET /user/get-all-banners`. */
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;
export const siteBannerEnvelopeSchema = okEnvelope(siteBannerSchema);
export const siteBannersEnvelopeSchema = okEnvelope(z.array(siteBannerSchema));

export const SITE_BANNERS_MAX = 20;

const bannerText = z
  .string()
  .trim()
  .min(1, 'Banner text is required')
  .max(TOP_BANNER_MAX_CHARS, `Banner text must be at most ${TOP_BANNER_MAX_CHARS} characters`);

export const siteBannerCreateBodySchema = z.object({
  text: bannerText,
  active: z.boolean().default(true),
});
export const siteBannerUpdateBodySchema = z
  .object({ text: bannerText.optional(), active: z.boolean().optional() })
  .refine((body) => body.text !== undefined || body.active !== undefined, {
    error: 'Nothing to change',
  });

// ---- Upload form fields (multipart text fields beside `file`) -----------------------------

const formFlag = z
  .enum(['true', 'false', '1', '0', 'on', ''], { error: 'Use true or false' })
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'on',
  );

/**
 * The optional fields of `POST /admin/subcategories/:id/uploads`, as form text: anything left out
 * is decided from the file (title from its name, creativeType `post` for an image and `reel` for
 * a video, not trending, not latest, published). `tags` is one comma-separated field.
 */
export const uploadFieldsSchema = z
  .object({
    title: z.string().trim().max(160, 'Title must be at most 160 characters').optional(),
    titleHi: z.string().trim().max(160, 'Hindi title must be at most 160 characters').optional(),
    tags: z
      .string()
      .max(MEDIA_TAGS_MAX * (MEDIA_TAG_MAX_CHARS + 2), `At most ${MEDIA_TAGS_MAX} tags`)
      .optional()
      .transform((v) =>
        v === undefined
          ? undefined
          : v
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean),
      )
      .pipe(mediaTagsSchema.optional()),
    creativeType: z
      .union([z.literal(''), creativeTypeSchema], {
        error: 'creativeType must be post, story, aiGenerated or reel',
      })
      .optional()
      .transform((v) => v || undefined),
    isTrending: formFlag,
    isLatest: formFlag,
    publication: z
      .union([z.literal(''), publicationSchema], {
        error: 'publication must be published, draft or scheduled',
      })
      .optional()
      .transform((v) => v || undefined),
    publishAt: z
      .union([
        z.literal(''),
        z.iso.datetime({ offset: true, error: 'publishAt must be a date and time' }),
      ])
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((fields, ctx) => {
    if (fields.publication === 'scheduled' && !fields.publishAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: 'A scheduled upload needs publishAt',
      });
    }
  });
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
