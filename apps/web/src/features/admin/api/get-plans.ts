import type { AdminPlan } from '@stamp/shared/schemas/admin-people';
import { useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-api';
import { adminRead } from './admin-read';

export const plansKey = [...adminKey, 'plans'] as const;

/** `GET /admin/plans`: both plans with their price, allowance, Razorpay plan and members. */
export function usePlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => adminRead<AdminPlan[]>('/plans', signal),
    staleTime: 0,
  });
}
