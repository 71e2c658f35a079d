import { createHash } from 'node:crypto';
import type { Category, Media, SubCategory } from '@stamp/shared/schemas/catalog';
import type { MediaTools } from '../../adapters/media/media-tools';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { mediaSearchVector } from '../../db/search-vector';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { CatalogPresenter } from './catalog.presenter';
import { createCatalogRepo } from './catalog.repo';
import { TOP_BANNER_SETTING } from './catalog.service';
import type { CatalogCache } from './catalog-cache';
import { createCatalogWriterRepo } from './catalog-writer.repo';
import { DEFAULT_MEDIA_LIMITS, type IngestInput, ingestMedia } from './ingest';

/** The largest upload an operator may send: the ingest's limit for a video, the larger kind. */
export const MEDIA_UPLOAD_MAX_BYTES = DEFAULT_MEDIA_LIMITS.videoBytes;

export interface NewMediaDetails {
  title: string;
  creativeType: 'post' | 'story' | 'aiGenerated' | 'reel';
  isTrending: boolean;
  isLatest: boolean;
}

export interface CatalogAdminDeps {
  db: Database;
  storage: Storage;
  media: Pick<MediaTools, 'renderImage' | 'ffmpeg'>;
  present: CatalogPresenter;
  cache: CatalogCache;
}

export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'untitled'
  );
}

/** Catalog writes (operators' uploads and the demo seed). Every write clears the catalog cache. */
export function createCatalogAdminService({
  db,
  storage,
  media,
  present,
  cache,
}: CatalogAdminDeps) {
  const reader = createCatalogRepo(db);
  const writer = createCatalogWriterRepo(db);

  async function subCategoryOrThrow(id: string) {
    const found = await reader.findSubCategory(id);
    if (!found) throw notFound('Sub-category not found');
    return found;
  }

  return {
    async createCategory(name: string, sortOrder = 0): Promise<Category> {
      try {
        const row = await writer.insertCategory({ name, slug: slugify(name), sortOrder });
        cache.invalidate();
        return present.category(row, 0);
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(`A category named "${name}" already exists`);
        throw error;
      }
    },

    async createSubCategory(categoryId: string, name: string, sortOrder = 0): Promise<SubCategory> {
      const category = await reader.findCategory(categoryId);
      if (!category) throw notFound('Category not found');
      try {
        const row = await writer.insertSubCategory({
          categoryId,
          name,
          slug: slugify(name),
          sortOrder,
        });
        cache.invalidate();
        return present.subCategory(row, category.category, { images: 0, videos: 0 });
      } catch (error) {
        if (uniqueViolation(error))
          throw conflict(`"${category.category.name}" already has a sub-category named "${name}"`);
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
    ): Promise<Media> {
      const parent = await subCategoryOrThrow(subCategoryId);
      const id = newId();
      const ingested = await ingestMedia(storage, { ...file, id }, media);
      try {
        const row = await writer.insertMedia(
          { id, subCategoryId, ...details, ...ingested },
          mediaSearchVector(details.title, parent.subCategory.name, parent.category.name),
        );
        if (!parent.subCategory.thumbnailKey)
          await writer.setSubCategoryThumbnail(subCategoryId, ingested.thumbnailKey);
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
    async setCardImage(
      target: { categoryId: string } | { subCategoryId: string },
      image: Buffer,
    ): Promise<void> {
      const { thumbnail } = await media.renderImage(image);
      const key = `public/thumbs/${createHash('sha256').update(thumbnail.data).digest('hex').slice(0, 32)}.webp`;
      await storage.put(key, thumbnail.data, thumbnail.contentType);
      if ('categoryId' in target) await writer.setCategoryThumbnail(target.categoryId, key);
      else await writer.setSubCategoryThumbnail(target.subCategoryId, key);
      cache.invalidate();
    },

    async setTopBannerText(text: string): Promise<void> {
      await reader.setSetting(TOP_BANNER_SETTING, text);
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
