import type { Category, SubCategory } from '@stamp/shared/schemas/catalog';
import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

/**
 * The sort order of a new entry: the server's ceiling (admin-catalog.routes.ts), above every order
 * a reorder gives (0…n-1) and the demo's 0s, so a new entry comes last, where the operator looks
 * for it (the server's default 0 would put it first). New entries not reordered yet sort by name
 * among themselves (the catalog's tie-break); the first reorder numbers them all again.
 */
const LAST = 10_000;

export function useCreateCategory() {
  return useAdminMutation<WriteAnswer<Category>, { name: string }>({
    mutationFn: ({ name }) => adminWrite('POST', '/categories', { name, sortOrder: LAST }),
  });
}

/** A new sub-category of `categoryId`, after its existing ones. */
export function useCreateSubCategory() {
  return useAdminMutation<WriteAnswer<SubCategory>, { categoryId: string; name: string }>({
    mutationFn: ({ categoryId, name }) =>
      adminWrite('POST', `/categories/${encodeURIComponent(categoryId)}/subcategories`, {
        name,
        sortOrder: LAST,
      }),
  });
}
