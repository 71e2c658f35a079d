import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from '../account/account.service';
import { isMembershipActive } from '../account/user-entity';
import { createMembershipRepo, type PlanCode } from './membership.repo';
import { createSubscriptionsRepo } from './subscriptions.repo';

const DAY_MS = 86_400_000;

export interface MembershipGrant {
  plan: PlanCode;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/**
 * Support grants (comp or revoke a membership by hand). A grant to an active member extends
 * their period from its current end; anyone else starts today with a full allowance.
 */
export function createMembershipGrantsService(deps: {
  db: Database;
  sessionCache: SessionUserInvalidation;
  today: () => string;
}) {
  const repo = createMembershipRepo(deps.db);
  // Every grant and revocation is recorded like a payment (provider `manual`), for support.
  const payments = createSubscriptionsRepo(deps.db);
  const present = (row: {
    plan: PlanCode;
    startDate: Date | null;
    endDate: Date | null;
    status: string;
  }): MembershipGrant => ({
    plan: row.plan,
    startDate: (row.startDate ?? new Date()).toISOString(),
    endDate: (row.endDate ?? new Date()).toISOString(),
    isActive: isMembershipActive(row as Parameters<typeof isMembershipActive>[0]),
  });

  return {
    /** `grantedBy`: the operator's user id, kept with the record for support. */
    async grant(
      userId: string,
      plan: PlanCode,
      days: number,
      grantedBy: string,
    ): Promise<MembershipGrant> {
      if (!(await repo.userExists(userId))) throw notFound('User not found');
      const planRow = await repo.plan(plan);
      if (!planRow) throw notFound('Plan not found');
      const now = new Date();
      const current = await repo.find(userId);
      const active = isMembershipActive(current ?? null, now);
      const from = active && current?.endDate ? current.endDate : now;
      const row = await repo.activate({
        userId,
        plan,
        startDate: active && current?.startDate ? current.startDate : now,
        endDate: new Date(from.getTime() + days * DAY_MS),
        fillAllowance: active ? null : { remaining: planRow.dailyDownloads, day: deps.today() },
      });
      await payments.recordPayment({
        provider: 'manual',
        userId,
        plan,
        amountPaise: 0,
        status: 'granted',
        raw: { days, by: grantedBy },
      });
      deps.sessionCache.forgetUser(userId);
      return present(row);
    },

    async revoke(userId: string, revokedBy: string): Promise<MembershipGrant> {
      const row = await repo.end(userId, new Date());
      if (!row) throw notFound('This user has no membership');
      await payments.recordPayment({
        provider: 'manual',
        userId,
        plan: row.plan,
        amountPaise: 0,
        status: 'revoked',
        raw: { by: revokedBy },
      });
      deps.sessionCache.forgetUser(userId);
      return present(row);
    },
  };
}
export type MembershipGrantsService = ReturnType<typeof createMembershipGrantsService>;
