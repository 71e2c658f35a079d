import type { AdminUserRow, AuditEntryView } from '@stamp/shared/schemas/admin-people';
import { useQuery } from '@tanstack/react-query';
import { type AuditFilters, isUserId } from '../lib/audit-filters';
import { queryString, type ServerPage, toTablePage } from '../lib/paging';
import { adminKey } from './admin-api';
import { adminRead, keepPrevious } from './admin-read';

export const AUDIT_PAGE_SIZE = 25;

/**
 * The actor filter as a user id: an id as it is; an e-mail looked up among the accounts (exact
 * match). `unknown` when no account has that e-mail.
 */
export function useActorId(actor: string) {
  const needsLookup = actor !== '' && !isUserId(actor);
  const lookup = useQuery({
    queryKey: [...adminKey, 'users', 'by-email', actor.toLowerCase()],
    queryFn: ({ signal }) =>
      adminRead<ServerPage<AdminUserRow>>(
        `/users${queryString({ q: actor, pageSize: 10 })}`,
        signal,
      ),
    enabled: needsLookup,
    staleTime: 60_000,
  });
  if (!actor) return { status: 'ready' as const, id: undefined };
  if (!needsLookup) return { status: 'ready' as const, id: actor };
  if (lookup.isPending) return { status: 'pending' as const, id: undefined };
  const match = lookup.data?.items.find((u) => u.email.toLowerCase() === actor.toLowerCase());
  return match
    ? { status: 'ready' as const, id: match._id }
    : { status: 'unknown' as const, id: undefined };
}

/** `GET /admin/audit`: operator writes, newest first, filtered. */
export function useAudit(
  filters: Omit<AuditFilters, 'actor'> & { actorId?: string },
  page: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...adminKey, 'audit', filters, page],
    queryFn: ({ signal }) =>
      adminRead<ServerPage<AuditEntryView>>(
        `/audit${queryString({ ...filters, page, pageSize: AUDIT_PAGE_SIZE })}`,
        signal,
      ),
    select: toTablePage,
    enabled,
    placeholderData: keepPrevious,
    staleTime: 0,
  });
}
