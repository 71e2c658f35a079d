import type { CustomWorkRequest, InboxMessage } from '@stamp/shared/schemas/admin-people';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxKind, InboxStatus } from '../lib/inbox';
import { withHandled } from '../lib/inbox';
import { queryString, type ServerPage } from '../lib/paging';
import { adminKey, adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { adminRead, keepPrevious } from './admin-read';

export interface InboxItems {
  messages: InboxMessage;
  'custom-work': CustomWorkRequest;
}

export const INBOX_PAGE_SIZE = 20;
const inboxKey = (kind: InboxKind) => [...adminKey, 'inbox', kind] as const;

/** `GET /admin/inbox/{messages|custom-work}`: newest first, filtered by handled. */
export function useInbox<K extends InboxKind>(kind: K, status: InboxStatus, page: number) {
  return useQuery({
    queryKey: [...inboxKey(kind), { status, page }],
    queryFn: ({ signal }) =>
      adminRead<ServerPage<InboxItems[K]>>(
        `/inbox/${kind}${queryString({ status, page, pageSize: INBOX_PAGE_SIZE })}`,
        signal,
      ),
    placeholderData: keepPrevious,
  });
}

/** How many items of a kind wait to be handled (a page of one, for its total). */
export function useUnhandledCount(kind: InboxKind) {
  return useQuery({
    queryKey: [...inboxKey(kind), 'unhandled-count'],
    queryFn: ({ signal }) =>
      adminRead<ServerPage<InboxItems[InboxKind]>>(
        `/inbox/${kind}?status=unhandled&pageSize=1`,
        signal,
      ),
    select: (page) => page.total,
  });
}

type Snapshot = [readonly unknown[], ServerPage<InboxItems[InboxKind]> | undefined][];

/**
 * `PUT /admin/inbox/{kind}/:id/handled`, optimistic: the card shows the new state at once, and
 * goes back (with the server's refusal in a toast) if the server says no.
 */
export function useSetHandled(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useAdminMutation<
    WriteAnswer<{ _id: string; handled: boolean; handledAt: string | null }>,
    { id: string; handled: boolean },
    Snapshot
  >({
    mutationFn: ({ id, handled }) =>
      adminWrite('PUT', `/inbox/${kind}/${encodeURIComponent(id)}/handled`, { handled }),
    onMutate: async ({ id, handled }) => {
      await queryClient.cancelQueries({ queryKey: inboxKey(kind) });
      const snapshot = queryClient.getQueriesData<ServerPage<InboxItems[InboxKind]>>({
        queryKey: inboxKey(kind),
      });
      const at = new Date().toISOString();
      for (const [key, page] of snapshot) {
        if (page) queryClient.setQueryData(key, withHandled(page, id, handled, at));
      }
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
    },
  });
}
