import type { AdminSubCategory } from '@stamp/shared/schemas/admin-catalog';
import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../messages';
import { adminKey, adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { adminRead } from './admin-read';

export const adminFestivalsKey = [...adminKey, 'festivals'] as const;

/** `GET /admin/festivals`: every festival with its next day, link and reminder count (a few dozen). */
export function useAdminFestivals() {
  return useQuery({
    queryKey: adminFestivalsKey,
    queryFn: ({ signal }) => adminRead<AdminFestival[]>('/festivals', signal),
    staleTime: 0,
  });
}

export interface FestivalLink {
  festival: AdminFestival;
  /** The sub-category to link, or null to unlink. */
  subCategory: AdminSubCategory | null;
}

/** The festival with `subCategory` linked, as the page shows it while the server is asked. */
export function withLink(
  festivals: readonly AdminFestival[],
  { festival, subCategory }: FestivalLink,
): AdminFestival[] {
  return festivals.map((row) =>
    row._id === festival._id
      ? {
          ...row,
          subCategory: subCategory && {
            _id: subCategory._id,
            name: subCategory.name,
            category: { _id: subCategory.category._id, name: subCategory.category.name },
          },
        }
      : row,
  );
}

/**
 * `PUT /admin/festivals/:id` `{ subCategoryId }`: links (or unlinks) the sub-category whose
 * creatives the festival shows. Shown at once; put back, with the server's reason, when refused.
 */
export function useLinkFestival() {
  const queryClient = useQueryClient();
  return useAdminMutation<WriteAnswer, FestivalLink, { before: AdminFestival[] | undefined }>({
    mutationFn: ({ festival, subCategory }) =>
      adminWrite('PUT', `/festivals/${encodeURIComponent(festival._id)}`, {
        subCategoryId: subCategory?._id ?? null,
      }),
    // Names both sides, where the server says only "Festival linked".
    successMessage: (_answer, { festival, subCategory }) =>
      subCategory
        ? t('console.festivals.linked', { festival: festival.name, subCategory: subCategory.name })
        : t('console.festivals.unlinked', { festival: festival.name }),
    onMutate: async (link) => {
      await queryClient.cancelQueries({ queryKey: adminFestivalsKey });
      const before = queryClient.getQueryData<AdminFestival[]>(adminFestivalsKey);
      if (before) queryClient.setQueryData(adminFestivalsKey, withLink(before, link));
      return { before };
    },
    onError: (_error, _link, context) => {
      if (context?.before) queryClient.setQueryData(adminFestivalsKey, context.before);
    },
  });
}
