import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { funnelCounts } from '../../db/schema';

export type FunnelStep = (typeof funnelCounts.$inferInsert)['step'];

/** The membership funnel's daily counters (no user id, no cookie: a count per day and step). */
export function createFunnelRepo(db: Database) {
  return {
    async increment(day: string, step: FunnelStep): Promise<void> {
      await db
        .insert(funnelCounts)
        .values({ day, step, count: 1 })
        .onConflictDoUpdate({
          target: [funnelCounts.day, funnelCounts.step],
          set: { count: sql`${funnelCounts.count} + 1` },
        });
    },
  };
}
