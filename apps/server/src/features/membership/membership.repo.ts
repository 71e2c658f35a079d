import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allowances, memberships, plans, users } from '../../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanCode = 'pro' | 'premium';

export function createMembershipRepo(db: Database) {
  return {
    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },

    async find(userId: string): Promise<MembershipRow | undefined> {
      const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
      return row;
    },

    async plan(code: PlanCode) {
      const [row] = await db.select().from(plans).where(eq(plans.code, code));
      return row;
    },

    /**
     * Starts or extends a membership and, on a (re)activation, fills today's allowance with the
     * plan's: in one transaction, so a download in between sees either before or after.
     */
    async activate(values: {
      userId: string;
      plan: PlanCode;
      startDate: Date;
      endDate: Date;
      fillAllowance: { remaining: number; day: string } | null;
      providerSubscriptionId?: string | null;
    }): Promise<MembershipRow> {
      return db.transaction(async (tx) => {
        const set = {
          plan: values.plan,
          status: 'active' as const,
          startDate: values.startDate,
          endDate: values.endDate,
          cancelAtPeriodEnd: false,
          ...(values.providerSubscriptionId === undefined
            ? {}
            : { providerSubscriptionId: values.providerSubscriptionId }),
        };
        const [row] = await tx
          .insert(memberships)
          .values({ userId: values.userId, ...set })
          .onConflictDoUpdate({ target: memberships.userId, set })
          .returning();
        if (values.fillAllowance) {
          const allowance = {
            remaining: values.fillAllowance.remaining,
            lastReset: values.fillAllowance.day,
          };
          await tx
            .insert(allowances)
            .values({ userId: values.userId, ...allowance })
            .onConflictDoUpdate({ target: allowances.userId, set: allowance });
        }
        return row as MembershipRow;
      });
    },

    async end(userId: string, at: Date): Promise<MembershipRow | undefined> {
      const [row] = await db
        .update(memberships)
        .set({ status: 'cancelled', endDate: at, cancelAtPeriodEnd: false })
        .where(eq(memberships.userId, userId))
        .returning();
      return row;
    },
  };
}
