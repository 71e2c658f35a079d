import type { Dashboard } from '@stamp/shared/schemas/admin-people';
import { addDays, daysBetween } from '../../db/business-day-sql';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { createDashboardRepo } from './dashboard.repo';

const TOP_MEDIA = 10;
const TOP_MISSES = 20;

/**
 * The operator dashboard (admins only: it shows revenue). Every figure is over whole business
 * days in BUSINESS_TIME_ZONE ending today, and every day of the window is present, zeros
 * included, so charts get a continuous axis.
 */
export function createDashboardService(deps: { db: Database; timeZone: string }) {
  const repo = createDashboardRepo(deps.db);
  return {
    async summary(days: number, now: Date = new Date()): Promise<Dashboard> {
      const to = businessDay(deps.timeZone, now);
      const from = addDays(to, -(days - 1));
      const w = { from, to, timeZone: deps.timeZone };
      const [signups, revenue, downloads, topMedia, misses, funnel, paid, members] =
        await Promise.all([
          repo.signupsPerDay(w),
          repo.revenuePerDay(w),
          repo.downloadsPerDay(w),
          repo.topMedia(w, TOP_MEDIA),
          repo.searchMisses(w, TOP_MISSES),
          repo.funnelSteps(w),
          repo.firstPayments(w),
          repo.activeMembers(now),
        ]);
      const axis = daysBetween(from, to);
      const byDay = <T extends { day: string }>(rows: T[]) =>
        new Map(rows.map((row) => [row.day, row]));
      const signupsByDay = byDay(signups);
      const revenueByDay = byDay(revenue);
      const downloadsByDay = byDay(downloads);
      const step = (name: string) => funnel.find((row) => row.step === name)?.count ?? 0;
      const membersOf = (plan: string) => members.find((row) => row.plan === plan)?.count ?? 0;
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

      const signupsPerDay = axis.map((day) => ({ day, count: signupsByDay.get(day)?.count ?? 0 }));
      const revenuePerDay = axis.map((day) => ({ day, paise: revenueByDay.get(day)?.paise ?? 0 }));
      const downloadsPerDay = axis.map((day) => ({
        day,
        free: downloadsByDay.get(day)?.free ?? 0,
        clean: downloadsByDay.get(day)?.clean ?? 0,
      }));
      return {
        days,
        from,
        to,
        timeZone: deps.timeZone,
        signups: { total: sum(signupsPerDay.map((d) => d.count)), perDay: signupsPerDay },
        activeMembers: (['pro', 'premium'] as const).map((plan) => ({
          plan,
          count: membersOf(plan),
        })),
        revenue: { totalPaise: sum(revenuePerDay.map((d) => d.paise)), perDay: revenuePerDay },
        downloads: {
          free: sum(downloadsPerDay.map((d) => d.free)),
          clean: sum(downloadsPerDay.map((d) => d.clean)),
          perDay: downloadsPerDay,
        },
        topMedia: topMedia.map((row) => ({ _id: row.id, title: row.title, count: row.count })),
        searchMisses: misses,
        funnel: {
          premiumModalShown: step('premium_modal_shown'),
          checkoutOpened: step('checkout_opened'),
          paid,
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
