import type {
  AdminMedia,
  adminMediaEnvelopeSchema,
  MediaUpdateBody,
  PublicationBody,
} from '@stamp/shared/schemas/admin-catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, type Shape } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../../lib/user';
import { t } from '../messages';
import { adminKey, adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import type { MediaPage } from './media-list';
import { mediaListKey } from './media-list';

const mediaPath = (id: string) => `/media/${encodeURIComponent(id)}`;
const readPath = (id: string) => `/admin${mediaPath(id)}`;

/** Title, Hindi title, tags, creative type, or a move to another sub-category. */
export function useUpdateMedia() {
  return useAdminMutation({
    mutationFn: ({ id, changes }: { id: string; changes: MediaUpdateBody }) =>
      adminWrite<AdminMedia>('PATCH', mediaPath(id), changes),
  });
}

type Flags = Pick<MediaUpdateBody, 'isTrending' | 'isLatest'>;

/**
 * Trending and latest flip at once on every grid page holding the item (a flag is harmless to
 * show early), and flip back with a toast if the server refuses.
 */
export function useSetMediaFlags() {
  const queryClient = useQueryClient();
  return useAdminMutation<
    Awaited<ReturnType<typeof adminWrite<AdminMedia>>>,
    { id: string; flags: Flags },
    {
      before: [readonly unknown[], MediaPage | undefined][];
      item: { data: AdminMedia } | undefined;
    }
  >({
    mutationFn: ({ id, flags }) => adminWrite<AdminMedia>('PATCH', mediaPath(id), flags),
    onMutate: async ({ id, flags }) => {
      await queryClient.cancelQueries({ queryKey: mediaListKey });
      await queryClient.cancelQueries({ queryKey: mediaItemKey(id) });
      const before = queryClient.getQueriesData<MediaPage>({ queryKey: mediaListKey });
      const item = queryClient.getQueryData<{ data: AdminMedia }>(mediaItemKey(id));
      if (item) {
        queryClient.setQueryData(mediaItemKey(id), {
          ...item,
          data: { ...item.data, flags: { ...item.data.flags, ...flags } },
        });
      }
      queryClient.setQueriesData<MediaPage>({ queryKey: mediaListKey }, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((row) =>
                row._id === id
                  ? {
                      ...row,
                      flags: {
                        isTrending: flags.isTrending ?? row.flags.isTrending,
                        isLatest: flags.isLatest ?? row.flags.isLatest,
                      },
                    }
                  : row,
              ),
            }
          : page,
      );
      return { before, item };
    },
    onError: (_error, { id }, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      if (context?.item) queryClient.setQueryData(mediaItemKey(id), context.item);
    },
    successMessage: (_answer, { flags }) => {
      if (flags.isTrending !== undefined) {
        return flags.isTrending
          ? t('console.media.markedTrending')
          : t('console.media.noLongerTrending');
      }
      return flags.isLatest ? t('console.media.markedLatest') : t('console.media.noLongerLatest');
    },
  });
}

export function useSetPublication() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: PublicationBody }) =>
      adminWrite<AdminMedia>('PUT', `${mediaPath(id)}/publication`, body),
  });
}

/**
 * Delete, then close the editor before the lists are refreshed: the deleted item's own query is
 * dropped first, so nothing asks the server for it again (a 404 the operator caused themselves).
 */
export function useDeleteMedia(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation<WriteAnswer, ApiError, string>({
    mutationFn: (id) => adminWrite('DELETE', mediaPath(id)),
    onSuccess: async (answer, id) => {
      toast.success(answer.message ?? t('console.media.deleted'));
      onDeleted();
      queryClient.removeQueries({ queryKey: mediaItemKey(id), exact: true });
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== userQueryKey[0] && query.queryKey[1] !== 'media-item',
      });
    },
    onError: (error) => toast.error(error.message),
  });
}

export const mediaItemKey = (id: string) => [...adminKey, 'media-item', id] as const;

/** One item, for the editor (the grid's copy may be a page old). */
export function useMediaItem(id: string | null) {
  return useQuery({
    queryKey: mediaItemKey(id ?? ''),
    queryFn: () => api<Shape<typeof adminMediaEnvelopeSchema>>(readPath(id ?? '')),
    select: (answer) => answer.data,
    enabled: Boolean(id),
    staleTime: 0,
  });
}
