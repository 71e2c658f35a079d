import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allowances, memberships, plans, users } from '../../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanCode = 'pro' | 'premium';

export function createMembershipRepo(db: Database) {
  return {
    /** `lock`: hold the user's row until the transaction ends (grants to one user queue). */
    async userExists(userId: string, options: { lock?: boolean } = {}): Promise<boolean> {
      const query = db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      const [row] = options.lock ? await query.for('update') : await query;
      return Boolean(row);
    },

    async find(
      userId: string,
      options: { lock?: boolean } = {},
    ): Promise<MembershipRow | undefined> {
      const query = db.select().from(memberships).where(eq(memberships.userId, userId));
      const [row] = options.lock ? await query.for('update') : await query;
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
