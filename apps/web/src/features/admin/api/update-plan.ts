import type { AdminPlan, UpdatePlanBody } from '@stamp/shared/schemas/admin-people';
import type { PlanCode } from '@stamp/shared/schemas/user';
import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

export interface UpdatedPlan {
  plan: AdminPlan;
  /** What the change means for checkouts and members, in the server's words. */
  notes: string[];
}

/** `PATCH /admin/plans/:code` with the fields that changed. */
export function useUpdatePlan(code: PlanCode) {
  return useAdminMutation<WriteAnswer<UpdatedPlan>, UpdatePlanBody>({
    mutationFn: (body) => adminWrite('PATCH', `/plans/${encodeURIComponent(code)}`, body),
  });
}
