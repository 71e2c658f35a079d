import type { subCategoriesEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export const getSubCategories = (categoryId: string) =>
  api<Shape<typeof subCategoriesEnvelopeSchema>>(
    `/user/subcategories/${encodeURIComponent(categoryId)}`,
  );

/** A category's sub-categories, each with its counts (the category page's grid). */
export function useSubCategories(categoryId: string) {
  return useQuery({
    queryKey: ['sub-categories', categoryId],
    queryFn: () => getSubCategories(categoryId),
    select: (envelope) => envelope.data,
    staleTime: 5 * 60_000,
  });
}
