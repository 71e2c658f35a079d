import type {
  AdminCategory,
  AdminMedia,
  AdminSubCategory,
} from '@stamp/shared/schemas/admin-catalog';
import type { Storage } from '../../adapters/storage/storage';
import { type CategoryRow, createCatalogPresenter, type SubCategoryRow } from './catalog.presenter';
import type { OperatorMediaRow } from './catalog-operator.repo';

/**
 * The console's entities: what visitors see of each (the catalog presenter) plus what only an
 * operator needs. Only public renditions become URLs, as for visitors: an operator sees the
 * watermarked preview, never a signed link to an original.
 */
export function createOperatorPresenter(storage: Storage) {
  const visitors = createCatalogPresenter(storage);
  return {
    category(row: CategoryRow, subCategoryCount: number, mediaCount: number): AdminCategory {
      return {
        ...visitors.category(row, subCategoryCount),
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
        ...visitors.subCategory(row, category, counts),
        hidden: row.hidden,
        sortOrder: row.sortOrder,
        categoryHidden: category.hidden,
      };
    },

    media(names: OperatorMediaRow): AdminMedia {
      const { media: row, subCategory, category } = names;
      // Not a member's view: the clean preview's signed link is never made for the console.
      const { cleanUrl: _never, ...shown } = visitors.media(names, false);
      return {
        ...shown,
        // Every media row has a thumbnail: the console's schema says so, the visitors' allows null.
        thumbnailImage: { secureUrl: storage.publicUrl(row.thumbnailKey) },
        titleHi: row.titleHi,
        tags: row.tags,
        publication: row.publication,
        publishAt: row.publishAt ? row.publishAt.toISOString() : null,
        subCategory: { _id: subCategory.id, name: subCategory.name, hidden: subCategory.hidden },
        category: { _id: category.id, name: category.name, hidden: category.hidden },
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
export type OperatorPresenter = ReturnType<typeof createOperatorPresenter>;
