import type { Category, Media, SubCategory } from '@stamp/shared/schemas/catalog';
import type { Storage } from '../../adapters/storage/storage';
import type { categories, media, subCategories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/** A media row with the names the entity shows (from one join). */
export interface MediaWithNames {
  media: MediaRow;
  subCategory: { id: string; name: string };
  category: { id: string; name: string };
}

// Long enough for a member to edit and download, short enough that a shared link soon dies.
export const CLEAN_PREVIEW_URL_TTL_S = 60 * 60;

/** Turns rows into the specification's entities; the only place media keys become URLs. */
export function createCatalogPresenter(storage: Storage) {
  const publicUrl = (key: string | null) => (key ? storage.publicUrl(key) : null);

  return {
    category(row: CategoryRow, subCategoryCount: number): Category {
      return {
        _id: row.id,
        name: row.name,
        slug: row.slug,
        thumbnailImage: { secureUrl: publicUrl(row.thumbnailKey) },
        subCategoryCount,
      };
    },

    subCategory(
      row: SubCategoryRow,
      category: { id: string; name: string },
      counts: { images: number; videos: number },
    ): SubCategory {
      return {
        _id: row.id,
        name: row.name,
        slug: row.slug,
        thumbnailImage: { secureUrl: publicUrl(row.thumbnailKey) },
        category: { _id: category.id, name: category.name },
        mediaCount: counts.images + counts.videos,
        imageCount: counts.images,
        videoCount: counts.videos,
      };
    },

    /** `isMember`: an active member also gets the clean preview, as a short-lived signed URL. */
    media({ media: row, subCategory, category }: MediaWithNames, isMember: boolean): Media {
      return {
        _id: row.id,
        title: row.title,
        type: row.type,
        creativeType: row.creativeType,
        url: storage.publicUrl(row.previewWatermarkedKey),
        phoneUrl: publicUrl(row.previewPhoneKey),
        cleanUrl: isMember ? storage.signedUrl(row.previewCleanKey, CLEAN_PREVIEW_URL_TTL_S) : null,
        thumbnailImage: { secureUrl: storage.publicUrl(row.thumbnailKey) },
        posterUrl: publicUrl(row.posterKey),
        width: row.width,
        height: row.height,
        durationS: row.durationS,
        flags: { isTrending: row.isTrending, isLatest: row.isLatest },
        downloadCount: row.downloadCount,
        subCategory: { _id: subCategory.id, name: subCategory.name },
        category: { _id: category.id, name: category.name },
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
export type CatalogPresenter = ReturnType<typeof createCatalogPresenter>;
