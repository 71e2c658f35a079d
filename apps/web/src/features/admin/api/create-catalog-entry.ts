import type { Category, SubCategory } from '@stamp/shared/schemas/catalog';
import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

// The server's ceiling for a sort order (admin-catalog.routes.ts).
const MAX_SORT_ORDER = 10_000;

/**
 * A new category, placed after the existing ones: its sort order is their count, at or above
 * every order a reorder gives (0…n-1), where the server's default 0 would put it first.
 */
export function useCreateCategory() {
  return useAdminMutation<WriteAnswer<Category>, { name: string; after: number }>({
    mutationFn: ({ name, after }) =>
      adminWrite('POST', '/categories', { name, sortOrder: Math.min(after, MAX_SORT_ORDER) }),
  });
}

/** A new sub-category of `categoryId`, placed after its existing ones. */
export function useCreateSubCategory() {
  return useAdminMutation<
    WriteAnswer<SubCategory>,
    { categoryId: string; name: string; after: number }
  >({
    mutationFn: ({ categoryId, name, after }) =>
      adminWrite('POST', `/categories/${encodeURIComponent(categoryId)}/subcategories`, {
        name,
        sortOrder: Math.min(after, MAX_SORT_ORDER),
      }),
  });
}
