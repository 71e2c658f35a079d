import type { AdminUserRow } from '@stamp/shared/schemas/admin-people';
import { useQuery } from '@tanstack/react-query';
import { queryString, type ServerPage, toTablePage } from '../lib/paging';
import { adminKey } from './admin-api';
import { adminRead, keepPrevious } from './admin-read';

export type { UserSort } from '../lib/user-sort';

import type { UserSort } from '../lib/user-sort';
export interface UsersQuery {
  q: string;
  page: number;
  sort: UserSort;
}

export const USERS_PAGE_SIZE = 20;
export const usersKey = [...adminKey, 'users'] as const;

/** `GET /admin/users`: a page of accounts matching a name, e-mail or phone. */
export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) =>
      adminRead<ServerPage<AdminUserRow>>(
        `/users${queryString({
          q: query.q,
          page: query.page,
          pageSize: USERS_PAGE_SIZE,
          sort: query.sort,
        })}`,
        signal,
      ),
    select: toTablePage,
    // The last page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPrevious,
  });
}
