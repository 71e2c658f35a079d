import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { useQuery } from '@tanstack/react-query';
import { adminRead } from './admin-read';
import { usersKey } from './get-users';

/** `GET /admin/users/:userId`: profile, membership, payments and download counts. */
export function useUserDetail(userId: string) {
  return useQuery({
    queryKey: [...usersKey, 'detail', userId],
    queryFn: ({ signal }) =>
      adminRead<AdminUserDetail>(`/users/${encodeURIComponent(userId)}`, signal),
    staleTime: 0,
  });
}
