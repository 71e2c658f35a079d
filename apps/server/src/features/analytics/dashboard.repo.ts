import { and, between, count, desc, eq, gt, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, dayOf, dayStart } from '../../db/business-day-sql';
import type { Database } from '../../db/client';
import {
  downloads,
  funnelCounts,
  media,
  memberships,
  payments,
  searchMisses,
  users,
} from '../../db/schema';

/** A window of whole business days, `from` to `to` included, in `timeZone`. */
export interface DayWindow {
  from: string;
  to: string;
  timeZone: string;
}

// Grouped by the select list's first column: the day expression carries the time zone as a
// parameter, and PostgreSQL does not see `$1` in SELECT and `$3` in GROUP BY as the same thing.
const BY_FIRST = sql`1`;

/** The dashboard's figures, each one aggregate query over a window of business days. */
export function createDashboardRepo(db: Database) {
  const inWindow = (column: AnyPgColumn, w: DayWindow) =>
    and(
      gte(column, dayStart(w.from, w.timeZone)),
      lt(column, dayStart(addDays(w.to, 1), w.timeZone)),
    );

  return {
    async signupsPerDay(w: DayWindow) {
      return db
        .select({ day: dayOf(users.createdAt, w.timeZone), count: count() })
        .from(users)
        .where(inWindow(users.createdAt, w))
        .groupBy(BY_FIRST);
    },

    async revenuePerDay(w: DayWindow) {
      return db
        .select({
          day: dayOf(payments.createdAt, w.timeZone),
          paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(and(eq(payments.status, 'captured'), inWindow(payments.createdAt, w)))
        .groupBy(BY_FIRST);
    },

    /** Failed renders gave their unit back and delivered nothing: they are not downloads. */
    async downloadsPerDay(w: DayWindow) {
      return db
        .select({
          day: dayOf(downloads.createdAt, w.timeZone),
          free: sql<number>`count(*) filter (where ${downloads.watermarked})`.mapWith(Number),
          clean: sql<number>`count(*) filter (where not ${downloads.watermarked})`.mapWith(Number),
        })
        .from(downloads)
        .where(and(ne(downloads.status, 'failed'), inWindow(downloads.createdAt, w)))
        .groupBy(BY_FIRST);
    },

    async topMedia(w: DayWindow, limit: number) {
      return db
        .select({ id: media.id, title: media.title, count: count() })
        .from(downloads)
        .innerJoin(media, eq(media.id, downloads.mediaId))
        .where(and(ne(downloads.status, 'failed'), inWindow(downloads.createdAt, w)))
        .groupBy(media.id, media.title)
        .orderBy(desc(count()), media.id)
        .limit(limit);
    },

    async searchMisses(w: DayWindow, limit: number) {
      const total = sql<number>`sum(${searchMisses.count})`.mapWith(Number);
      return db
        .select({ query: searchMisses.query, count: total })
        .from(searchMisses)
        .where(between(searchMisses.day, w.from, w.to))
        .groupBy(searchMisses.query)
        .orderBy(desc(total), searchMisses.query)
        .limit(limit);
    },

    async funnelSteps(w: DayWindow) {
      return db
        .select({
          step: funnelCounts.step,
          count: sql<number>`sum(${funnelCounts.count})`.mapWith(Number),
        })
        .from(funnelCounts)
        .where(between(funnelCounts.day, w.from, w.to))
        .groupBy(funnelCounts.step);
    },

    /**
     * Subscriptions whose first captured payment falls in the window: a conversion, where a
     * renewal is not. Ids are time-ordered, so "first" is the lowest id.
     */
    async firstPayments(w: DayWindow): Promise<number> {
      const earlier = sql`exists (select 1 from ${payments} as p0 where p0.subscription_id = ${payments.subscriptionId} and p0.status = 'captured' and p0.id < ${payments.id})`;
      const [row] = await db
        .select({ count: count() })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'captured'),
            isNotNull(payments.subscriptionId),
            inWindow(payments.createdAt, w),
            sql`not ${earlier}`,
          ),
        );
      return row?.count ?? 0;
    },

    async activeMembers(now: Date) {
      return db
        .select({ plan: memberships.plan, count: count() })
        .from(memberships)
        .where(and(eq(memberships.status, 'active'), gt(memberships.endDate, now)))
        .groupBy(memberships.plan);
    },
  };
}
