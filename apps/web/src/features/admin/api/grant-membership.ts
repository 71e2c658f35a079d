import type { PlanCode } from '@stamp/shared/schemas/user';
import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

export interface MembershipGrant {
  plan: PlanCode;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/**
 * `POST /admin/users/:userId/membership`: a support grant of `days` on `plan` (an active member's
 * period is extended from its end).
 */
export function useGrantMembership(userId: string) {
  return useAdminMutation<WriteAnswer<MembershipGrant>, { plan: PlanCode; days: number }>({
    mutationFn: (body) =>
      adminWrite('POST', `/users/${encodeURIComponent(userId)}/membership`, body),
  });
}
