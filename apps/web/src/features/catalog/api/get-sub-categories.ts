import type { subCategoriesEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export const getSubCategories = (categoryId: string) =>
  api<Shape<typeof subCategoriesEnvelopeSchema>>(
    `/user/subcategories/${encodeURIComponent(categoryId)}`,
  );

/** Shared with the server, which fetches it before rendering a category page. */
export const subCategoriesQuery = (categoryId: string) =>
  queryOptions({
    queryKey: ['sub-categories', categoryId],
    queryFn: () => getSubCategories(categoryId),
    staleTime: 5 * 60_000,
  });

/** A category's sub-categories, each with its counts (the category page's grid). */
export function useSubCategories(categoryId: string) {
  return useQuery({ ...subCategoriesQuery(categoryId), select: (envelope) => envelope.data });
}
