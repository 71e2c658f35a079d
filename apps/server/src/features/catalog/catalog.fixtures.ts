import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { mediaSearchVector } from '../../db/search-vector';
import type { CategoryRow, MediaRow, SubCategoryRow } from './catalog.presenter';
import { createCatalogWriterRepo } from './catalog-writer.repo';

type MediaSpec = {
  title: string;
  type?: 'image' | 'video';
  creativeType?: 'post' | 'story' | 'aiGenerated' | 'reel';
  isTrending?: boolean;
  isLatest?: boolean;
};

/** A tiny real image, so URLs the API hands out can be fetched in tests. */
async function tinyImage(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: seed % 255, g: 80, b: 160 } },
  })
    .webp()
    .toBuffer();
}

/**
 * Writes a small catalog straight through the writer repository, with real files in storage
 * under the same key layout the ingest pipeline uses. For API tests; the demo seed goes
 * through the real ingest.
 */
export async function createCatalogFixture(db: Database, storage: Storage) {
  const writer = createCatalogWriterRepo(db);
  let n = 0;

  async function category(name: string, sortOrder = 0): Promise<CategoryRow> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return writer.insertCategory({ name, slug, sortOrder });
  }

  async function subCategory(
    parent: CategoryRow,
    name: string,
    sortOrder = 0,
  ): Promise<SubCategoryRow> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return writer.insertSubCategory({ categoryId: parent.id, name, slug, sortOrder });
  }

  async function mediaItem(
    parent: SubCategoryRow,
    parentCategory: CategoryRow,
    spec: MediaSpec,
  ): Promise<MediaRow> {
    n += 1;
    // Distinct names and bytes per rendition, as the content-hashed names of real ingest are.
    const keys = {
      originalKey: `private/originals/fixture-${n}-original.webp`,
      previewCleanKey: `private/previews/fixture-${n}-clean.webp`,
      thumbnailKey: `public/thumbs/fixture-${n}-thumb.webp`,
      previewWatermarkedKey: `public/previews/fixture-${n}-marked.webp`,
    };
    let variant = 0;
    for (const key of Object.values(keys)) {
      variant += 1;
      await storage.put(key, await tinyImage(n * 10 + variant), 'image/webp');
    }
    const type = spec.type ?? 'image';
    return writer.insertMedia(
      {
        subCategoryId: parent.id,
        title: spec.title,
        type,
        creativeType: spec.creativeType ?? (type === 'video' ? 'reel' : 'post'),
        isTrending: spec.isTrending ?? false,
        isLatest: spec.isLatest ?? false,
        width: 1080,
        height: type === 'video' ? 1920 : 1080,
        durationS: type === 'video' ? 6 : null,
        ...keys,
      },
      mediaSearchVector(spec.title, parent.name, parentCategory.name),
    );
  }

  return { category, subCategory, media: mediaItem };
}
