import type { PlanCode } from '@stamp/shared/schemas/user';

/** "+919876543210" → "+91 98765 43210"; other numbers as stored, none as a dash. */
export function formatPhone(phone: string | null): string {
  const indian = phone?.match(/^\+91(\d{5})(\d{5})$/);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : (phone ?? '—');
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "25 Nov 2026, 10:05 pm" in the reader's time zone; a dash for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

export const PLAN_LABEL: Record<PlanCode, string> = { pro: 'Pro', premium: 'Premium' };

interface MembershipLike {
  plan: PlanCode | null;
  status: string | null;
  isActive: boolean;
}

/** "Pro · active", "Premium · cancelled", "No plan": a membership in a few words. */
export function membershipSummary(membership: MembershipLike): string {
  if (!membership.plan) return 'No plan';
  const label = PLAN_LABEL[membership.plan];
  if (membership.isActive) return `${label} · active`;
  // Past its end date a membership is over whatever its last status said.
  const status =
    !membership.status || membership.status === 'active' ? 'expired' : membership.status;
  return `${label} · ${status}`;
}
