import type { categoriesEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export const getCategories = () => api<Shape<typeof categoriesEnvelopeSchema>>('/user/categories');

/** Every category, in the operators' order (the home page's 'Our Categories' grid). */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: getCategories,
    select: (envelope) => envelope.data,
    staleTime: 5 * 60_000,
  });
}
