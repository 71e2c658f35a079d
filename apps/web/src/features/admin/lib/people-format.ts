import type { PlanCode } from '@stamp/shared/schemas/user';
import { labels, t } from '../messages';

/** "+919876543210" → "+91 98765 43210"; other numbers as stored, none as a dash. */
export function formatPhone(phone: string | null): string {
  const indian = phone?.match(/^\+91(\d{5})(\d{5})$/);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : (phone ?? '—');
}

export { formatDateTime } from '../../../lib/format';

/** A plan's name in the interface's language. */
export const PLAN_LABEL: Readonly<Record<PlanCode, string>> = {
  get pro() {
    return t('console.plan.pro');
  },
  get premium() {
    return t('console.plan.premium');
  },
};

/** A membership's status as the server names it, in the interface's language. */
const STATUS_LABEL: Readonly<Record<string, string>> = labels({
  expired: 'console.people.status.expired',
  cancelled: 'console.people.status.cancelled',
  halted: 'console.people.status.halted',
  pending: 'console.people.status.pending',
  created: 'console.people.status.created',
  authenticated: 'console.people.status.authenticated',
  paused: 'console.people.status.paused',
  completed: 'console.people.status.completed',
  revoked: 'console.people.status.revoked',
});

interface MembershipLike {
  plan: PlanCode | null;
  status: string | null;
  isActive: boolean;
}

/** "Pro · active", "Premium · cancelled", "No plan": a membership in a few words. */
export function membershipSummary(membership: MembershipLike): string {
  if (!membership.plan) return t('console.people.noPlan');
  const plan = PLAN_LABEL[membership.plan];
  if (membership.isActive)
    return t('console.people.planStatus', { plan, status: t('console.people.status.active') });
  // Past its end date a membership is over whatever its last status said.
  const status =
    !membership.status || membership.status === 'active' ? 'expired' : membership.status;
  return t('console.people.planStatus', { plan, status: STATUS_LABEL[status] ?? status });
}
