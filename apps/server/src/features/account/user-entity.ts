import type { User } from '@stamp/shared/schemas/user';
import type { allowances, memberships } from '../../db/schema';
import type { UserRow } from './users.repo';

type MembershipRow = typeof memberships.$inferSelect;
type AllowanceRow = typeof allowances.$inferSelect;

/** A membership gives access while it is active and its paid period has not ended. */
export function isMembershipActive(membership: MembershipRow | null, now = new Date()): boolean {
  return Boolean(
    membership && membership.status === 'active' && membership.endDate && membership.endDate > now,
  );
}

/** The User entity of spec §3, with `membership` and `downloads` present even when empty. */
export function toUserEntity(
  user: UserRow,
  membership: MembershipRow | null,
  allowance: AllowanceRow | null,
): User {
  return {
    _id: user.id,
    name: user.fullName,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    membership: {
      plan: membership?.plan ?? null,
      startDate: membership?.startDate?.toISOString() ?? null,
      endDate: membership?.endDate?.toISOString() ?? null,
      isActive: isMembershipActive(membership),
      cancelAtPeriodEnd: membership?.cancelAtPeriodEnd ?? false,
    },
    downloads: {
      count: allowance?.remaining ?? 0,
      lastReset: allowance?.lastReset ?? null,
    },
  };
}
