import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import type { MembershipGrant } from './grant-membership';

/** `DELETE /admin/users/:userId/membership`: ends the membership now. */
export function useRevokeMembership(userId: string) {
  return useAdminMutation<WriteAnswer<MembershipGrant>>({
    mutationFn: () => adminWrite('DELETE', `/users/${encodeURIComponent(userId)}/membership`),
  });
}
