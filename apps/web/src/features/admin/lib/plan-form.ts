import type { AdminPlan, UpdatePlanBody } from '@stamp/shared/schemas/admin-people';
import { t } from '../messages';
import { parseRupees, rupeesText } from './money';

/** A plan's form as the operator edits it: text, as typed. */
export interface PlanDraft {
  price: string;
  dailyDownloads: string;
  razorpayPlanId: string;
  active: boolean;
}

export type PlanDraftErrors = Partial<Record<keyof PlanDraft, string>>;

// The server's bounds (packages/shared/src/schemas/admin-people.ts); checked here first so the
// operator reads the reason beside the field, before a round trip.
const PRICE_MIN_PAISE = 100;
const PRICE_MAX_PAISE = 10_000_000;
const DAILY_MAX = 1000;
const RAZORPAY_PLAN_ID = /^plan_[A-Za-z0-9]{1,40}$/;

export function draftOf(plan: AdminPlan): PlanDraft {
  return {
    price: rupeesText(plan.pricePaise),
    dailyDownloads: String(plan.dailyDownloads),
    razorpayPlanId: plan.razorpayPlanId ?? '',
    active: plan.active,
  };
}

/**
 * The PATCH body for what changed (price sent in paise), or the errors to show beside the fields.
 * An empty body means nothing changed.
 */
export function planChanges(
  plan: AdminPlan,
  draft: PlanDraft,
): { body: UpdatePlanBody; errors: PlanDraftErrors } {
  const errors: PlanDraftErrors = {};
  const body: UpdatePlanBody = {};

  const paise = parseRupees(draft.price);
  if (paise === null) errors.price = t('console.plans.error.price');
  else if (paise < PRICE_MIN_PAISE) errors.price = t('console.plans.error.min');
  else if (paise > PRICE_MAX_PAISE) errors.price = t('console.plans.error.max');
  else if (paise !== plan.pricePaise) body.pricePaise = paise;

  const daily = draft.dailyDownloads.trim();
  const perDay = Number(daily);
  if (!/^\d+$/.test(daily) || perDay < 1 || perDay > DAILY_MAX) {
    errors.dailyDownloads = t('console.plans.error.daily', { max: DAILY_MAX });
  } else if (perDay !== plan.dailyDownloads) body.dailyDownloads = perDay;

  const planId = draft.razorpayPlanId.trim();
  if (planId && !RAZORPAY_PLAN_ID.test(planId)) {
    errors.razorpayPlanId = t('console.plans.error.razorpayId');
  } else if ((planId || null) !== plan.razorpayPlanId) body.razorpayPlanId = planId || null;

  if (draft.active !== plan.active) body.active = draft.active;
  return { body, errors };
}

/** The server's field names, as the form's (a 409 names `pricePaise` or `razorpayPlanId`). */
export function draftErrorsOf(fields: Record<string, string>): PlanDraftErrors {
  const errors: PlanDraftErrors = {};
  if (fields.pricePaise) errors.price = fields.pricePaise;
  if (fields.dailyDownloads) errors.dailyDownloads = fields.dailyDownloads;
  if (fields.razorpayPlanId) errors.razorpayPlanId = fields.razorpayPlanId;
  if (fields.active) errors.active = fields.active;
  return errors;
}
