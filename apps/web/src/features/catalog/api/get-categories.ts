import type { categoriesEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export const getCategories = () => api<Shape<typeof categoriesEnvelopeSchema>>('/user/categories');

/** Shared with the router, which starts this request beside the download of the page's code. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
  staleTime: 5 * 60_000,
});

/** Every category, in the operators' order (the home page's 'Our Categories' grid). */
export function useCategories() {
  return useQuery({ ...categoriesQuery, select: (envelope) => envelope.data });
}
