import { createHash } from 'node:crypto';
import type { Category, Media, SubCategory } from '@stamp/shared/schemas/catalog';
import { slugWords } from '@stamp/shared/web/catalog-paths';
import type { MediaTools } from '../../adapters/media/media-tools';
import { requireSupportedMedia, SNIFF_BYTES } from '../../adapters/media/sniff';
import type { Storage } from '../../adapters/storage/storage';
import type { Operator } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { MediaTooLargeError, UnsupportedMediaError } from '../../lib/media-errors';
import { auditedWrite } from './audited-write';
import type { CatalogPresenter } from './catalog.presenter';
import { createCatalogRepo } from './catalog.repo';
import { TOP_BANNER_SETTING } from './catalog.service';
import type { CatalogCache } from './catalog-cache';
import { createCatalogWriterRepo } from './catalog-writer.repo';
import { DEFAULT_MEDIA_LIMITS, type IngestInput, ingestMedia } from './ingest';
import { insertIngestedMedia, type NewMediaDetails } from './media-insert';

export type { NewMediaDetails } from './media-insert';

/** The largest upload an operator may send: the ingest's limit for a video, the larger kind. */
export const MEDIA_UPLOAD_MAX_BYTES = DEFAULT_MEDIA_LIMITS.videoBytes;
/** The largest card image (category or sub-category thumbnail) an operator may upload. */
export const CARD_IMAGE_MAX_BYTES = DEFAULT_MEDIA_LIMITS.imageBytes;

export interface CatalogAdminDeps {
  db: Database;
  storage: Storage;
  media: Pick<MediaTools, 'renderImage' | 'ffmpeg'>;
  present: CatalogPresenter;
  cache: CatalogCache;
}

export function slugify(name: string): string {
  return slugWords(name).slice(0, 80) || 'untitled';
}

/** Catalog writes (operators' uploads and the demo seed). Every write clears the catalog cache. */
export function createCatalogAdminService({
  db,
  storage,
  media,
  present,
  cache,
}: CatalogAdminDeps) {
  const reader = createCatalogRepo(db, 'operator');

  async function subCategoryOrThrow(id: string) {
    const found = await reader.findSubCategory(id);
    if (!found) throw notFound('Sub-category not found');
    return found;
  }

  return {
    /** `actor`: the operator, for the audit log (absent for the demo seed). */
    async createCategory(name: string, sortOrder = 0, actor?: Operator): Promise<Category> {
      try {
        const row = await auditedWrite(
          db,
          actor,
          (tx) =>
            createCatalogWriterRepo(tx).insertCategory({ name, slug: slugify(name), sortOrder }),
          (created) => ({
            action: 'category.create',
            targetType: 'category',
            targetId: created.id,
            after: { name: created.name, sortOrder: created.sortOrder },
          }),
        );
        cache.invalidate();
        return present.category(row, 0);
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(`A category named "${name}" already exists`);
        throw error;
      }
    },

    async createSubCategory(
      categoryId: string,
      name: string,
      sortOrder = 0,
      actor?: Operator,
    ): Promise<SubCategory> {
      const category = await reader.findCategory(categoryId);
      if (!category) throw notFound('Category not found');
      try {
        const row = await auditedWrite(
          db,
          actor,
          (tx) =>
            createCatalogWriterRepo(tx).insertSubCategory({
              categoryId,
              name,
              slug: slugify(name),
              sortOrder,
            }),
          (created) => ({
            action: 'subcategory.create',
            targetType: 'subcategory',
            targetId: created.id,
            after: { name: created.name, categoryId, sortOrder: created.sortOrder },
          }),
        );
        cache.invalidate();
        return present.subCategory(row, category.category, { images: 0, videos: 0 });
      } catch (error) {
        if (uniqueViolation(error))
          throw conflict(`"${category.category.name}" already has a sub-category named "${name}"`);
        // The category was deleted meanwhile.
        if (foreignKeyViolation(error)) throw notFound('Category not found');
        throw error;
      }
    },

    /**
     * Ingests the file, then records it. If recording fails the stored files are removed again,
     * so a failed upload leaves nothing behind.
     */
    async addMedia(
      subCategoryId: string,
      file: IngestInput,
      details: NewMediaDetails,
      actor?: Operator,
    ): Promise<Media> {
      const parent = await subCategoryOrThrow(subCategoryId);
      const id = newId();
      const ingested = await ingestMedia(storage, { ...file, id }, media);
      try {
        const row = await auditedWrite(
          db,
          actor,
          (tx) => insertIngestedMedia(tx, parent, id, details, ingested),
          (created) => ({
            action: 'media.create',
            targetType: 'media',
            targetId: created.id,
            after: { title: created.title, subCategoryId, publication: created.publication },
          }),
        );
        cache.invalidate();
        return present.media(
          {
            media: row,
            subCategory: { id: parent.subCategory.id, name: parent.subCategory.name },
            category: parent.category,
          },
          false,
        );
      } catch (error) {
        // The original is this item's alone; renditions have content-hashed names another item
        // with the same bytes may share, so they stay (an unreferenced file is harmless).
        await storage.delete(ingested.originalKey).catch(() => {});
        // The sub-category was deleted while the file was being processed.
        if (foreignKeyViolation(error)) throw notFound('Sub-category not found');
        throw error;
      }
    },

    /** A card image for a category or sub-category: stored as a public, content-hashed thumbnail. */
    /**
     * The bytes are checked as any upload's: an image by its magic bytes (415 otherwise), at most
     * the image limit (413), and decoded under the pixel limit (422 for a bomb or a damaged file).
     */
    async setCardImage(
      target: { categoryId: string } | { subCategoryId: string },
      image: Buffer,
      actor?: Operator,
    ): Promise<void> {
      const sniffed = requireSupportedMedia(image.subarray(0, SNIFF_BYTES));
      if (sniffed.kind !== 'image')
        throw new UnsupportedMediaError('A card image must be an image');
      if (image.length > DEFAULT_MEDIA_LIMITS.imageBytes)
        throw new MediaTooLargeError('This image is larger than 10 MB');
      const { thumbnail } = await media.renderImage(image, DEFAULT_MEDIA_LIMITS.imagePixels);
      const key = `public/thumbs/${createHash('sha256').update(thumbnail.data).digest('hex').slice(0, 32)}.webp`;
      await storage.put(key, thumbnail.data, thumbnail.contentType);
      const isCategory = 'categoryId' in target;
      const id = isCategory ? target.categoryId : target.subCategoryId;
      const before = await auditedWrite(
        db,
        actor,
        (tx) =>
          isCategory
            ? createCatalogWriterRepo(tx).setCategoryThumbnail(id, key)
            : createCatalogWriterRepo(tx).setSubCategoryThumbnail(id, key),
        (previous) =>
          previous === undefined
            ? null
            : {
                action: isCategory ? 'category.thumbnail' : 'subcategory.thumbnail',
                targetType: isCategory ? 'category' : 'subcategory',
                targetId: id,
                before: { thumbnailKey: previous },
                after: { thumbnailKey: key },
              },
      );
      if (before === undefined)
        throw notFound(isCategory ? 'Category not found' : 'Sub-category not found');
      cache.invalidate();
    },

    async setTopBannerText(text: string, actor?: Operator): Promise<void> {
      await auditedWrite(
        db,
        actor,
        async (tx) => {
          const repo = createCatalogRepo(tx, 'operator');
          const before = await repo.getSetting<string>(TOP_BANNER_SETTING);
          await repo.setSetting(TOP_BANNER_SETTING, text);
          return before ?? null;
        },
        (before) => ({
          action: 'site.top-banner',
          targetType: 'setting',
          targetId: TOP_BANNER_SETTING,
          before: { topBannerText: before },
          after: { topBannerText: text },
        }),
      );
      cache.invalidate();
    },

    // What a resumable import (the demo seed) reads to reuse what an earlier try created.

    async categoryIdsByName(): Promise<Map<string, string>> {
      const rows = await reader.listCategories();
      return new Map(rows.map((row) => [row.category.name, row.category.id]));
    },

    async subCategoryIdsByName(categoryId: string): Promise<Map<string, string>> {
      const rows = await reader.listSubCategories(categoryId);
      return new Map(rows.map((row) => [row.subCategory.name, row.subCategory.id]));
    },

    mediaTitlesIn: (subCategoryId: string) => reader.mediaTitlesIn(subCategoryId),
    getSetting: <T>(key: string) => reader.getSetting<T>(key),
    setSetting: (key: string, value: unknown) => reader.setSetting(key, value),
  };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
