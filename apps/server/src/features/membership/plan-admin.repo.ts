import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, plans } from '../../db/schema';
import type { PlanRow } from './subscriptions.repo';

// A membership gives access while active and within its paid period (isMembershipActive).
const activeNow = () => and(eq(memberships.status, 'active'), gt(memberships.endDate, sql`now()`));

/** The plans table as the console edits it. */
export function createPlanAdminRepo(db: Database) {
  return {
    async all(): Promise<PlanRow[]> {
      return db.select().from(plans).orderBy(plans.pricePaise);
    },

    /** The plan's row, locked until the transaction ends: concurrent edits queue on it. */
    async lock(code: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(eq(plans.code, code as PlanRow['code']))
        .for('update');
      return row;
    },

    async update(code: PlanRow['code'], values: Partial<PlanRow>): Promise<PlanRow> {
      const [row] = await db.update(plans).set(values).where(eq(plans.code, code)).returning();
      if (!row) throw new Error('plan vanished while locked');
      return row;
    },

    /** Members active now, per plan code. */
    async activeMembers(): Promise<Map<string, number>> {
      const rows = await db
        .select({ plan: memberships.plan, count: count() })
        .from(memberships)
        .where(activeNow())
        .groupBy(memberships.plan);
      return new Map(rows.map((row) => [row.plan, row.count]));
    },

    /** Everyone whose membership names the plan, active or not: their cached sessions show it. */
    async memberIds(code: PlanRow['code']): Promise<string[]> {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(eq(memberships.plan, code));
      return rows.map((row) => row.userId);
    },
  };
}
