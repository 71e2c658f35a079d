import type {
  AdminCategory,
  AdminMedia,
  AdminSubCategory,
} from '@stamp/shared/schemas/admin-catalog';
import type { Storage } from '../../adapters/storage/storage';
import type { CategoryRow, SubCategoryRow } from './catalog.presenter';
import type { OperatorMediaRow } from './catalog-operator.repo';

/**
 * The console's entities. Only public renditions become URLs here, as for visitors: an operator
 * sees the watermarked preview, never a signed link to an original.
 */
export function createOperatorPresenter(storage: Storage) {
  const publicUrl = (key: string | null) => (key ? storage.publicUrl(key) : null);
  return {
    category(row: CategoryRow, subCategoryCount: number, mediaCount: number): AdminCategory {
      return {
        _id: row.id,
        name: row.name,
        slug: row.slug,
        thumbnailImage: { secureUrl: publicUrl(row.thumbnailKey) },
        subCategoryCount,
        mediaCount,
        hidden: row.hidden,
        sortOrder: row.sortOrder,
      };
    },

    subCategory(
      row: SubCategoryRow,
      category: { id: string; name: string; hidden: boolean },
      counts: { images: number; videos: number },
    ): AdminSubCategory {
      return {
        _id: row.id,
        name: row.name,
        slug: row.slug,
        thumbnailImage: { secureUrl: publicUrl(row.thumbnailKey) },
        category: { _id: category.id, name: category.name },
        mediaCount: counts.images + counts.videos,
        imageCount: counts.images,
        videoCount: counts.videos,
        hidden: row.hidden,
        sortOrder: row.sortOrder,
        categoryHidden: category.hidden,
      };
    },

    media({ media: row, subCategory, category }: OperatorMediaRow): AdminMedia {
      return {
        _id: row.id,
        title: row.title,
        titleHi: row.titleHi,
        tags: row.tags,
        type: row.type,
        creativeType: row.creativeType,
        thumbnailImage: { secureUrl: storage.publicUrl(row.thumbnailKey) },
        url: storage.publicUrl(row.previewWatermarkedKey),
        posterUrl: publicUrl(row.posterKey),
        width: row.width,
        height: row.height,
        durationS: row.durationS,
        flags: { isTrending: row.isTrending, isLatest: row.isLatest },
        publication: row.publication,
        publishAt: row.publishAt ? row.publishAt.toISOString() : null,
        downloadCount: row.downloadCount,
        subCategory: { _id: subCategory.id, name: subCategory.name, hidden: subCategory.hidden },
        category: { _id: category.id, name: category.name, hidden: category.hidden },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
export type OperatorPresenter = ReturnType<typeof createOperatorPresenter>;
