import type {
  AdminMedia,
  MediaUpdateBody,
  PublicationBody,
} from '@stamp/shared/schemas/admin-catalog';
import { useQueryClient } from '@tanstack/react-query';
import { adminWrite, useAdminMutation } from './admin-api';
import type { MediaPage } from './media-list';
import { mediaListKey } from './media-list';

const mediaPath = (id: string) => `/media/${encodeURIComponent(id)}`;

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
    { before: [readonly unknown[], MediaPage | undefined][] }
  >({
    mutationFn: ({ id, flags }) => adminWrite<AdminMedia>('PATCH', mediaPath(id), flags),
    onMutate: async ({ id, flags }) => {
      await queryClient.cancelQueries({ queryKey: mediaListKey });
      const before = queryClient.getQueriesData<MediaPage>({ queryKey: mediaListKey });
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
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    successMessage: (_answer, { flags }) => {
      const [name, on] =
        flags.isTrending !== undefined
          ? ['trending', flags.isTrending]
          : ['latest', flags.isLatest];
      return on ? `Marked ${name}` : `No longer ${name}`;
    },
  });
}

export function useSetPublication() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: PublicationBody }) =>
      adminWrite<AdminMedia>('PUT', `${mediaPath(id)}/publication`, body),
  });
}

export function useDeleteMedia() {
  return useAdminMutation({
    mutationFn: (id: string) => adminWrite('DELETE', mediaPath(id)),
  });
}
