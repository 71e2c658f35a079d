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

/** What a member's day of downloads looks like: the plan's allowance and today's date. */
export interface AllowanceDay {
  dailyDownloads: number | null;
  /** YYYY-MM-DD in the business time zone (lib/business-day.ts). */
  today: string;
}

/**
 * Downloads a member has left today. The stored count is yesterday's until the first download
 * of a new day resets it (in the same statement that consumes, see allowance.repo.ts), so a
 * count from an earlier day reads as the full allowance.
 */
export function remainingToday(
  membership: MembershipRow | null,
  allowance: AllowanceRow | null,
  day: AllowanceDay,
): number {
  if (!isMembershipActive(membership)) return 0;
  if (allowance && allowance.lastReset === day.today) return allowance.remaining;
  return day.dailyDownloads ?? 0;
}

/** The User entity of spec §3, with `membership` and `downloads` present even when empty. */
export function toUserEntity(
  user: UserRow,
  membership: MembershipRow | null,
  allowance: AllowanceRow | null,
  day: AllowanceDay,
): User {
  return {
    _id: user.id,
    name: user.fullName,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    language: user.language ?? null,
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
      count: remainingToday(membership, allowance, day),
      lastReset: allowance?.lastReset ?? null,
    },
  };
}
