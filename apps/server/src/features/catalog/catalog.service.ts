import type { Category, Media, SubCategory } from '@stamp/shared/schemas/catalog';
import { isId } from '@stamp/shared/schemas/ids';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CatalogPresenter } from './catalog.presenter';
import { createCatalogRepo, type MediaListFilter } from './catalog.repo';

export const DEFAULT_TOP_BANNER_TEXT = 'Stamp Your Identity';
export const TOP_BANNER_SETTING = 'topBannerText';
/** The operators' banners (site-banners.service.ts): a list kept as one setting. */
export const SITE_BANNERS_SETTING = 'siteBanners';

/** Reads of the catalog, shaped as the specification's entities for one kind of viewer. */
export function createCatalogService(
  db: Database,
  present: CatalogPresenter,
  options: { testPayments: boolean } = { testPayments: false },
) {
  const repo = createCatalogRepo(db);

  async function subCategoryOrThrow(id: string): Promise<SubCategory> {
    const row = await repo.findSubCategory(id);
    if (!row) throw notFound('Sub-category not found');
    return present.subCategory(row.subCategory, row.category, row.counts);
  }

  async function categoryOrThrow(id: string): Promise<Category> {
    const row = await repo.findCategory(id);
    if (!row) throw notFound('Category not found');
    return present.category(row.category, row.subCategoryCount);
  }

  return {
    async listCategories(): Promise<Category[]> {
      const rows = await repo.listCategories();
      return rows.map((row) => present.category(row.category, row.subCategoryCount));
    },

    async listSubCategories(
      categoryId: string,
    ): Promise<{ category: Category; list: SubCategory[] }> {
      const category = await categoryOrThrow(categoryId);
      const rows = await repo.listSubCategories(category._id);
      return {
        category,
        list: rows.map((row) => present.subCategory(row.subCategory, row.category, row.counts)),
      };
    },

    async listMedia(
      filter: Omit<MediaListFilter, 'before'> & { cursor?: string },
      isMember: boolean,
    ): Promise<{ subCategory: SubCategory; items: Media[]; nextCursor: string | null }> {
      const subCategory = await subCategoryOrThrow(filter.subCategoryId);
      // A cursor is the last id of the previous page; a malformed one restarts from the top.
      const before = filter.cursor && isId(filter.cursor) ? filter.cursor : undefined;
      const { items, hasMore } = await repo.listMedia({ ...filter, before });
      const list = items.map((row) => present.media(row, isMember));
      return { subCategory, items: list, nextCursor: hasMore ? (list.at(-1)?._id ?? null) : null };
    },

    async getMedia(id: string, isMember: boolean): Promise<Media> {
      const row = await repo.findMedia(id);
      if (!row) throw notFound('Media not found');
      return present.media(row, isMember);
    },

    async homeFeed(limit: number, isMember: boolean) {
      const [trending, latest, topBannerText] = await Promise.all([
        repo.listFlagged('trending', limit),
        repo.listFlagged('latest', limit),
        repo.getSetting<string>(TOP_BANNER_SETTING),
      ]);
      return {
        topBanner: {
          topBannerText: topBannerText || DEFAULT_TOP_BANNER_TEXT,
          ...(options.testPayments ? { testPayments: true } : {}),
        },
        trending: trending.map((row) => present.media(row, isMember)),
        latest: latest.map((row) => present.media(row, isMember)),
      };
    },

    /** The top banner first, then the operators' active banners, in their order. */
    async banners() {
      const [topBannerText, banners] = await Promise.all([
        repo.getSetting<string>(TOP_BANNER_SETTING),
        repo.getSetting<{ id: string; text: string; active: boolean }[]>(SITE_BANNERS_SETTING),
      ]);
      return [
        { _id: 'top', topBannerText: topBannerText || DEFAULT_TOP_BANNER_TEXT },
        ...(banners ?? [])
          .filter((banner) => banner.active)
          .map((banner) => ({ _id: banner.id, topBannerText: banner.text })),
      ];
    },

    /** What `/{name}/{id}` in the web app shows: one lookup instead of a guess. */
    async resolve(id: string, isMember: boolean) {
      const [category, subCategory, media] = await Promise.all([
        repo.findCategory(id),
        repo.findSubCategory(id),
        repo.findMedia(id),
      ]);
      if (category)
        return {
          kind: 'category' as const,
          category: present.category(category.category, category.subCategoryCount),
        };
      if (subCategory) {
        return {
          kind: 'subCategory' as const,
          subCategory: present.subCategory(
            subCategory.subCategory,
            subCategory.category,
            subCategory.counts,
          ),
        };
      }
      if (media) return { kind: 'media' as const, media: present.media(media, isMember) };
      throw notFound('Page not found');
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The stored media rows (file keys included) downloads render from: the one read of the catalog
 * another feature makes, so the catalog's repo stays its own.
 */
export function createMediaSource(db: Database) {
  const repo = createCatalogRepo(db);
  return { findMedia: (id: string) => repo.findMedia(id) };
}
