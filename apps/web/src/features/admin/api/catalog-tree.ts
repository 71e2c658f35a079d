import type {
  AdminCategory,
  AdminSubCategory,
  adminCategoriesEnvelopeSchema,
  adminSubCategoriesEnvelopeSchema,
} from '@stamp/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { adminKey } from './admin-api';

export interface CatalogNode extends AdminCategory {
  subCategories: AdminSubCategory[];
}

export const catalogTreeKey = [...adminKey, 'catalog'] as const;

/**
 * Every category with its sub-categories, in the public order, hidden ones too (the public
 * reads leave those out, and an operator must see them to show them again): two calls side by
 * side, the sub-categories grouped under their category here.
 */
export async function getCatalogTree(): Promise<CatalogNode[]> {
  const [categories, subCategories] = await Promise.all([
    api<Shape<typeof adminCategoriesEnvelopeSchema>>('/admin/categories'),
    api<Shape<typeof adminSubCategoriesEnvelopeSchema>>('/admin/subcategories'),
  ]);
  const byOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;
  return [...categories.data].sort(byOrder).map((category) => ({
    ...category,
    subCategories: subCategories.data
      .filter((sub) => sub.category._id === category._id)
      .sort(byOrder),
  }));
}

export function useCatalogTree() {
  return useQuery({ queryKey: catalogTreeKey, queryFn: getCatalogTree, staleTime: 0 });
}
