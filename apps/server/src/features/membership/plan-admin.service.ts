import type { AdminPlan, UpdatePlanBody } from '@stamp/shared/schemas/admin-people';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from '../account/account.service';
import { createPlanAdminRepo } from './plan-admin.repo';
import type { PlanRow } from './subscriptions.repo';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function present(row: PlanRow, activeMembers: number): AdminPlan {
  return {
    code: row.code,
    name: row.name,
    pricePaise: row.pricePaise,
    period: 'monthly',
    dailyDownloads: row.dailyDownloads,
    razorpayPlanId: row.razorpayPlanId,
    active: row.active,
    offerPricePaise: row.offerPricePaise,
    offerEndsAt: row.offerEndsAt?.toISOString() ?? null,
    activeMembers,
  };
}

const EDITABLE = ['pricePaise', 'dailyDownloads', 'razorpayPlanId', 'active'] as const;

/**
 * Plans in the console (admins only). What reads a plan, and so what an edit reaches:
 * - checkout (`/user/plans`, subscription create) reads price, active and the Razorpay plan id
 *   when a checkout opens, and fixes the price on the subscription (`first_price_paise`): a
 *   price change reaches new checkouts only. Renewals are charged by Razorpay on the plan the
 *   subscription was made with, so existing members keep their price.
 * - the daily allowance is read at each refill (allowance.repo.ts) without looking at `active`:
 *   a new allowance reaches every member of the plan from their next refill, and members of a
 *   deactivated plan keep their downloads until their membership ends.
 * With Razorpay a plan's amount cannot be changed at Razorpay, so a price change must come with
 * the id of a new Razorpay plan at that price; otherwise the checkout would show one price and
 * Razorpay charge another. It is refused (409) rather than warned about.
 */
export function createPlanAdminService(deps: {
  db: Database;
  sessionCache: SessionUserInvalidation;
  provider: 'razorpay' | 'sandbox' | null;
  /** RAZORPAY_PLAN_<CODE>: the Razorpay plan a row without its own id is bought through. */
  envPlanIds: { pro: string | undefined; premium: string | undefined };
}) {
  const repo = createPlanAdminRepo(deps.db);
  return {
    async list(): Promise<AdminPlan[]> {
      const [rows, members] = await Promise.all([repo.all(), repo.activeMembers()]);
      return rows.map((row) => present(row, members.get(row.code) ?? 0));
    },

    async update(operator: Operator, code: string, body: UpdatePlanBody) {
      const notes: string[] = [];
      const { before, after } = await deps.db.transaction(async (tx) => {
        const txRepo = createPlanAdminRepo(tx);
        const before = await txRepo.lock(code);
        if (!before) throw notFound('Plan not found');
        const changes: Partial<PlanRow> = {};
        for (const key of EDITABLE) {
          if (body[key] !== undefined && body[key] !== before[key]) {
            Object.assign(changes, { [key]: body[key] });
          }
        }
        if (changes.pricePaise !== undefined) {
          checkPrice(before, changes);
          notes.push(
            `New subscriptions cost ${rupees(changes.pricePaise)}; current members keep the price they signed up at.`,
          );
        }
        if (changes.dailyDownloads !== undefined) {
          notes.push(
            `Members of ${before.name} get ${changes.dailyDownloads} downloads a day from their next refill (their first download of a day).`,
          );
        }
        if (changes.razorpayPlanId !== undefined && deps.provider === 'razorpay') {
          const price = rupees(changes.pricePaise ?? before.pricePaise);
          notes.push(
            `New checkouts go through Razorpay plan ${changes.razorpayPlanId ?? deps.envPlanIds[before.code] ?? '(none)'}: make sure it charges ${price} a month.`,
          );
        }
        if (changes.active === false) {
          notes.push(
            `${before.name} is hidden from checkout; current members keep it until their membership ends.`,
          );
        }
        if (Object.keys(changes).length === 0) return { before, after: before };
        const after = await txRepo.update(before.code, changes);
        await recordAudit(tx, operator, {
          action: 'plan.update',
          targetType: 'plan',
          targetId: before.code,
          before: Object.fromEntries(
            Object.keys(changes).map((k) => [k, before[k as keyof PlanRow]]),
          ),
          after: changes,
        });
        return { before, after };
      });
      if (after.dailyDownloads !== before.dailyDownloads) {
        // Cached sessions carry the plan's allowance (sessions.repo.ts findCurrent).
        for (const userId of await repo.memberIds(after.code)) deps.sessionCache.forgetUser(userId);
      }
      const members = await repo.activeMembers();
      return { plan: present(after, members.get(after.code) ?? 0), notes };
    },
  };

  function checkPrice(before: PlanRow, changes: Partial<PlanRow>): void {
    const price = changes.pricePaise as number;
    // plans_offer_below_price: an offer (running or not) stays below the price.
    if (before.offerPricePaise !== null && price <= before.offerPricePaise) {
      throw conflict(
        `This plan has an offer at ${rupees(before.offerPricePaise)}: the price must stay above it.`,
        { pricePaise: 'Must be above the offer price' },
      );
    }
    if (deps.provider !== 'razorpay') return;
    const current = before.razorpayPlanId ?? deps.envPlanIds[before.code] ?? null;
    const next =
      changes.razorpayPlanId !== undefined
        ? (changes.razorpayPlanId ?? deps.envPlanIds[before.code] ?? null)
        : current;
    if (current !== null && next === current) {
      throw conflict(
        `Razorpay cannot change the price of a plan. Create a monthly plan at ${rupees(price)} in the Razorpay dashboard and save its plan id together with the new price.`,
        { razorpayPlanId: 'A new Razorpay plan id is needed for a new price' },
      );
    }
  }
}
export type PlanAdminService = ReturnType<typeof createPlanAdminService>;
