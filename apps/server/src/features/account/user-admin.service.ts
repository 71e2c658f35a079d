import type {
  AdminUserDetail,
  AdminUserRow,
  AdminUsersQuery,
} from '@stamp/shared/schemas/admin-people';
import { type Operator, recordAudit } from '../../db/audit-log';
import { dayStart } from '../../db/business-day-sql';
import type { Database } from '../../db/client';
import type { memberships } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from './account.service';
import { createUserAdminRepo } from './user-admin.repo';
import { isMembershipActive } from './user-entity';
import type { UserRow } from './users.repo';

type MembershipRow = typeof memberships.$inferSelect;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function profileOf(user: UserRow) {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    disabled: user.disabledAt !== null,
    disabledAt: iso(user.disabledAt),
  };
}

function rowOf(user: UserRow, membership: MembershipRow | null): AdminUserRow {
  return {
    ...profileOf(user),
    membership: {
      plan: membership?.plan ?? null,
      status: membership?.status ?? null,
      endDate: iso(membership?.endDate),
      isActive: isMembershipActive(membership),
    },
  };
}

/**
 * Users in the console (admins only): search, a user's page, and disabling an account. A
 * disable ends every session in the same transaction as it is written and recorded, then drops
 * the user from the session cache, so the very next request of any of their sessions is refused.
 */
export function createUserAdminService(deps: {
  db: Database;
  sessionCache: SessionUserInvalidation;
  today: () => string;
  timeZone: string;
}) {
  const repo = createUserAdminRepo(deps.db);
  return {
    async list(query: AdminUsersQuery) {
      const { rows, total } = await repo.search(query);
      return {
        items: rows.map(({ user, membership }) => rowOf(user, membership)),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const found = await repo.findWithMembership(userId);
      if (!found) throw notFound('User not found');
      const { user, membership } = found;
      const [payments, downloads] = await Promise.all([
        repo.payments(userId),
        repo.downloadCounts(userId, dayStart(deps.today(), deps.timeZone)),
      ]);
      return {
        profile: { ...profileOf(user), updatedAt: user.updatedAt.toISOString() },
        membership: {
          plan: membership?.plan ?? null,
          status: membership?.status ?? null,
          startDate: iso(membership?.startDate),
          endDate: iso(membership?.endDate),
          isActive: isMembershipActive(membership),
          cancelAtPeriodEnd: membership?.cancelAtPeriodEnd ?? false,
        },
        payments: payments.map((p) => ({
          _id: p.id,
          provider: p.provider,
          providerPaymentId: p.providerPaymentId,
          subscriptionId: p.subscriptionId,
          plan: p.plan,
          amountPaise: p.amountPaise,
          status: p.status,
          createdAt: p.createdAt.toISOString(),
        })),
        downloads,
      };
    },

    /**
     * Disables or enables an account. Setting what is already set changes nothing and records
     * nothing, so two concurrent disables (serialised on the row lock) give one outcome.
     */
    async setDisabled(operator: Operator, userId: string, disabled: boolean) {
      const result = await deps.db.transaction(async (tx) => {
        const txRepo = createUserAdminRepo(tx);
        const user = await txRepo.lockUser(userId);
        if (!user) throw notFound('User not found');
        if (disabled && user.id === operator.id) {
          throw conflict('You cannot disable your own account');
        }
        if (disabled && user.role === 'admin') {
          throw conflict('An admin account cannot be disabled');
        }
        if ((user.disabledAt !== null) === disabled) {
          return { _id: user.id, disabled, disabledAt: iso(user.disabledAt) };
        }
        const updated = await txRepo.setDisabledAt(user.id, disabled ? new Date() : null);
        if (disabled) await txRepo.endAllSessions(user.id);
        const disabledAt = iso(updated?.disabledAt);
        await recordAudit(tx, operator, {
          action: disabled ? 'user.disable' : 'user.enable',
          targetType: 'user',
          targetId: user.id,
          before: { disabledAt: iso(user.disabledAt) },
          after: { disabledAt },
        });
        return { _id: user.id, disabled, disabledAt };
      });
      deps.sessionCache.forgetUser(userId);
      return result;
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
