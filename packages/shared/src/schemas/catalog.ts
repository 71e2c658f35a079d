import { z } from 'zod';
import { okEnvelope } from './envelope';
import { SEARCH_QUERY_MAX } from './limits';

export const mediaTypeSchema = z.enum(['image', 'video']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const creativeTypeSchema = z.enum(['post', 'story', 'aiGenerated', 'reel']);
export type CreativeType = z.infer<typeof creativeTypeSchema>;

const imageRef = z.object({ secureUrl: z.string().nullable() });

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: imageRef,
  subCategoryCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: imageRef,
  category: z.object({ _id: z.string(), name: z.string() }),
  /** The card's count label ("24 designs"). */
  mediaCount: z.number().int(),
  imageCount: z.number().int(),
  videoCount: z.number().int(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const mediaSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: mediaTypeSchema,
  creativeType: creativeTypeSchema,
  /** The watermarked preview: what every visitor may see. */
  url: z.string(),
  /**
   * The same preview at phone size (≤720 px), for a phone's screen; null for videos and for items
   * from before it existed. Absent from answers cached before it existed.
   */
  phoneUrl: z.string().nullable().optional(),
  /** The clean preview, a short-lived signed URL, given only to active members; else null. */
  cleanUrl: z.string().nullable(),
  thumbnailImage: imageRef,
  /** Video only: a still frame shown before playback. */
  posterUrl: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  durationS: z.number().nullable(),
  flags: z.object({ isTrending: z.boolean(), isLatest: z.boolean() }),
  /** Real number of downloads (the card formats it like 5.2K). */
  downloadCount: z.number().int(),
  subCategory: z.object({ _id: z.string(), name: z.string() }),
  category: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type Media = z.infer<typeof mediaSchema>;

/** Lists keep `data` as the list itself (spec clients) and put paging beside it. */
export const pagingSchema = z.object({
  nextCursor: z.string().nullable(),
  limit: z.number().int(),
});

export const pageQuerySchema = z.object({
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const mediaListQuerySchema = pageQuerySchema.extend({
  creativeType: z
    .union([z.literal(''), creativeTypeSchema], {
      error: 'creativeType must be empty, post, story, aiGenerated or reel',
    })
    .optional()
    .transform((value) => value || undefined),
});

export const categoriesEnvelopeSchema = okEnvelope(z.array(categorySchema));
export const subCategoriesEnvelopeSchema = okEnvelope(z.array(subCategorySchema)).extend({
  category: categorySchema,
});
export const mediaListEnvelopeSchema = okEnvelope(z.array(mediaSchema)).extend({
  paging: pagingSchema,
  subCategory: subCategorySchema,
});
export const mediaEnvelopeSchema = okEnvelope(mediaSchema);

export const homeFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const homeFeedSchema = z.object({
  topBanner: z.object({
    topBannerText: z.string(),
    /** The payment sandbox is on: every page says "Test payments: no money moves". */
    testPayments: z.boolean().optional(),
  }),
  trending: z.array(mediaSchema),
  latest: z.array(mediaSchema),
});
export const homeFeedEnvelopeSchema = okEnvelope(homeFeedSchema);

export const bannerSchema = z.object({ _id: z.string(), topBannerText: z.string() });
export const bannersEnvelopeSchema = okEnvelope(z.array(bannerSchema));

/** `/{name}/{id}` in the web app: one call says whether the id is a category or a sub-category. */
export const resolvedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category: categorySchema }),
  z.object({ kind: z.literal('subCategory'), subCategory: subCategorySchema }),
  z.object({ kind: z.literal('media'), media: mediaSchema }),
]);
export const resolvedEnvelopeSchema = okEnvelope(resolvedSchema);

export { SEARCH_QUERY_MAX };
export const searchBodySchema = z.object({
  query: z
    .string({ error: 'query must be text' })
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`),
});
export const searchResultSchema = z.object({
  categories: z.array(categorySchema),
  subCategories: z.array(subCategorySchema),
  media: z.array(mediaSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchEnvelopeSchema = okEnvelope(searchResultSchema);
