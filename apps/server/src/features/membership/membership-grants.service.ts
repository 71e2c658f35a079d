import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from '../account/account.service';
import { isMembershipActive } from '../account/user-entity';
import { createMembershipRepo, type MembershipRow, type PlanCode } from './membership.repo';
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

  const snapshot = (row: MembershipRow | undefined) =>
    row
      ? {
          plan: row.plan,
          status: row.status,
          startDate: row.startDate?.toISOString() ?? null,
          endDate: row.endDate?.toISOString() ?? null,
        }
      : null;

  return {
    /**
     * The grant, its payment-like record and its audit entry are one transaction: a failure
     * leaves no grant without its record, nor a record without its grant.
     */
    async grant(
      operator: Operator,
      userId: string,
      plan: PlanCode,
      days: number,
    ): Promise<MembershipGrant> {
      const row = await deps.db.transaction(async (tx) => {
        const repo = createMembershipRepo(tx);
        if (!(await repo.userExists(userId, { lock: true }))) throw notFound('User not found');
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
        // Every grant and revocation is recorded like a payment (provider `manual`), for support.
        await createSubscriptionsRepo(tx).recordPayment({
          provider: 'manual',
          userId,
          plan,
          amountPaise: 0,
          status: 'granted',
          raw: { days, by: operator.id },
        });
        await recordAudit(tx, operator, {
          action: 'membership.grant',
          targetType: 'user',
          targetId: userId,
          before: snapshot(current),
          after: { ...snapshot(row), days },
        });
        return row;
      });
      deps.sessionCache.forgetUser(userId);
      return present(row);
    },

    async revoke(operator: Operator, userId: string): Promise<MembershipGrant> {
      const row = await deps.db.transaction(async (tx) => {
        const repo = createMembershipRepo(tx);
        const current = await repo.find(userId, { lock: true });
        const row = await repo.end(userId, new Date());
        if (!row) throw notFound('This user has no membership');
        await createSubscriptionsRepo(tx).recordPayment({
          provider: 'manual',
          userId,
          plan: row.plan,
          amountPaise: 0,
          status: 'revoked',
          raw: { by: operator.id },
        });
        await recordAudit(tx, operator, {
          action: 'membership.revoke',
          targetType: 'user',
          targetId: userId,
          before: snapshot(current),
          after: snapshot(row),
        });
        return row;
      });
      deps.sessionCache.forgetUser(userId);
      return present(row);
    },
  };
}
export type MembershipGrantsService = ReturnType<typeof createMembershipGrantsService>;
