import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allowances, memberships, plans } from '../../db/schema';

export type Consumed = { ok: true; remaining: number; day: string };
export type Refused = { ok: false; used: number; limit: number };

/**
 * The daily download allowance (DESIGN.md "Data model"). One unit is taken in a single
 * INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING: the row lock serialises concurrent
 * downloads of one user, the WHERE refuses the one that would go below zero, and the first
 * download of a new business day refills to the plan's allowance in the same statement. No
 * read-then-write, so 200 concurrent requests with 10 left give exactly 10 units.
 */
export function createAllowanceRepo(db: Database) {
  const planAllowance = (userId: string) =>
    sql`(select ${plans.dailyDownloads} from ${plans} join ${memberships} on ${memberships.plan} = ${plans.code} where ${memberships.userId} = ${userId})`;

  return {
    async consume(userId: string, day: string): Promise<Consumed | Refused> {
      const daily = planAllowance(userId);
      const newDay = sql`${allowances.lastReset} is distinct from ${day}::date`;
      const [row] = await db
        .insert(allowances)
        .values({ userId, remaining: sql`${daily} - 1`, lastReset: day })
        .onConflictDoUpdate({
          target: allowances.userId,
          set: {
            remaining: sql`case when ${newDay} then ${daily} - 1 else ${allowances.remaining} - 1 end`,
            lastReset: day,
          },
          setWhere: sql`${newDay} or ${allowances.remaining} > 0`,
        })
        .returning({ remaining: allowances.remaining });
      if (row) return { ok: true, remaining: row.remaining, day };
      const limit = await this.dailyLimit(userId);
      return { ok: false, used: limit, limit };
    },

    /** A unit back after a failed render, if it was taken today (a new day refills anyway). */
    async giveBack(userId: string, day: string): Promise<void> {
      await db
        .update(allowances)
        .set({ remaining: sql`${allowances.remaining} + 1` })
        .where(and(eq(allowances.userId, userId), eq(allowances.lastReset, day)));
    },

    async dailyLimit(userId: string): Promise<number> {
      const [row] = await db
        .select({ daily: plans.dailyDownloads })
        .from(memberships)
        .innerJoin(plans, eq(plans.code, memberships.plan))
        .where(eq(memberships.userId, userId));
      return row?.daily ?? 0;
    },

    async remaining(userId: string, day: string): Promise<number> {
      const [row] = await db.select().from(allowances).where(eq(allowances.userId, userId));
      if (row && row.lastReset === day) return row.remaining;
      return this.dailyLimit(userId);
    },
  };
}
export type AllowanceRepo = ReturnType<typeof createAllowanceRepo>;
