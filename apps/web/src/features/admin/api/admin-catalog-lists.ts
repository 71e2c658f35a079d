import type {
  adminCategoriesEnvelopeSchema,
  adminSubCategoriesEnvelopeSchema,
} from '@stamp/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { adminKey } from './admin-api';

/** Every sub-category, hidden ones too (the media page's pickers and filters). */
export function useAdminSubCategories() {
  return useQuery({
    queryKey: [...adminKey, 'subcategories'],
    queryFn: () => api<Shape<typeof adminSubCategoriesEnvelopeSchema>>('/admin/subcategories'),
    select: (answer) => answer.data,
    staleTime: 30_000,
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: [...adminKey, 'categories'],
    queryFn: () => api<Shape<typeof adminCategoriesEnvelopeSchema>>('/admin/categories'),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}
