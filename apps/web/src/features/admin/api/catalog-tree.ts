import type {
  Category,
  categoriesEnvelopeSchema,
  SubCategory,
  subCategoriesEnvelopeSchema,
} from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { adminKey } from './admin-api';

export interface CatalogNode extends Category {
  subCategories: SubCategory[];
}

export const catalogTreeKey = [...adminKey, 'catalog'] as const;

/**
 * Every category with its sub-categories, in the public order, from the public reads (a catalog
 * has tens of categories: one call for them, then one per category, side by side).
 */
export async function getCatalogTree(): Promise<CatalogNode[]> {
  const { data: categories } =
    await api<Shape<typeof categoriesEnvelopeSchema>>('/user/categories');
  return Promise.all(
    categories.map(async (category) => {
      const { data } = await api<Shape<typeof subCategoriesEnvelopeSchema>>(
        `/user/subcategories/${encodeURIComponent(category._id)}`,
      );
      return { ...category, subCategories: data };
    }),
  );
}

export function useCatalogTree() {
  return useQuery({ queryKey: catalogTreeKey, queryFn: getCatalogTree, staleTime: 0 });
}
