import { z } from 'zod';
import { idSchema } from './id-schema';
import { planCodeSchema, roleSchema } from './user';

/**
 * Request and response shapes of the operator console's people side: users, plans, the inbox,
 * the dashboard and the audit log (`/api/v1/admin/…`), and the public funnel event.
 */

/** The largest page any console table asks for: a bigger one is refused, not silently cut. */
export const ADMIN_PAGE_SIZE_MAX = 100;

const pageNumber = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);
const pageSize = z.coerce
  .number({ error: 'pageSize must be a number' })
  .int('pageSize must be a whole number')
  .min(1, `pageSize must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`)
  .max(ADMIN_PAGE_SIZE_MAX, `pageSize must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`)
  .default(20);
export const pageQuerySchema = z.object({ page: pageNumber, pageSize });

/** One page of a server-paged table. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Rows matching the filters over all pages. */
    total: z.number().int(),
  });
}

// ---- Users ----

export const adminUserSortSchema = z.enum(['newest', 'name', 'email']);
export const adminUsersQuerySchema = pageQuerySchema.extend({
  /** Part of a name or e-mail (any case), or of a phone number (its digits). */
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').default(''),
  sort: adminUserSortSchema.default('newest'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const membershipStatusSchema = z.enum([
  'created',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
]);

export const adminUserRowSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  createdAt: z.iso.datetime(),
  disabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
  membership: z.object({
    plan: planCodeSchema.nullable(),
    status: membershipStatusSchema.nullable(),
    endDate: z.iso.datetime().nullable(),
    isActive: z.boolean(),
  }),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = pageOf(adminUserRowSchema);

export const adminPaymentSchema = z.object({
  _id: z.string(),
  provider: z.enum(['razorpay', 'sandbox', 'manual']),
  providerPaymentId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  plan: planCodeSchema.nullable(),
  amountPaise: z.number().int(),
  /** `granted` and `revoked` are an operator's manual grants, recorded like payments. */
  status: z.enum(['captured', 'failed', 'granted', 'revoked']),
  createdAt: z.iso.datetime(),
});

export const adminUserDetailSchema = z.object({
  profile: adminUserRowSchema.omit({ membership: true }).extend({ updatedAt: z.iso.datetime() }),
  membership: z.object({
    plan: planCodeSchema.nullable(),
    status: membershipStatusSchema.nullable(),
    startDate: z.iso.datetime().nullable(),
    endDate: z.iso.datetime().nullable(),
    isActive: z.boolean(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  /** Newest first, at most the latest 100. */
  payments: z.array(adminPaymentSchema),
  /** `today` counts the business day (BUSINESS_TIME_ZONE); failed renders are not counted. */
  downloads: z.object({ today: z.number().int(), total: z.number().int() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setDisabledBodySchema = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export const disabledStateSchema = z.object({
  _id: z.string(),
  disabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
});

// ---- Plans ----

/** A sane ceiling for a monthly price: ₹1,00,000. */
export const PLAN_PRICE_MAX_PAISE = 10_000_000;
export const PLAN_DAILY_DOWNLOADS_MAX = 1000;

export const adminPlanSchema = z.object({
  code: planCodeSchema,
  name: z.string(),
  pricePaise: z.number().int(),
  period: z.literal('monthly'),
  dailyDownloads: z.number().int(),
  razorpayPlanId: z.string().nullable(),
  active: z.boolean(),
  offerPricePaise: z.number().int().nullable(),
  offerEndsAt: z.iso.datetime().nullable(),
  /** Members whose membership on this plan is active now (they keep their price). */
  activeMembers: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const updatePlanBodySchema = z
  .object({
    pricePaise: z
      .number({ error: 'pricePaise must be a number of paise' })
      .int('pricePaise must be a whole number of paise')
      .min(100, 'The price must be at least ₹1 (100 paise)')
      .max(PLAN_PRICE_MAX_PAISE, 'The price must be at most ₹1,00,000'),
    dailyDownloads: z
      .number({ error: 'dailyDownloads must be a number' })
      .int('dailyDownloads must be a whole number')
      .min(1, `The daily allowance must be between 1 and ${PLAN_DAILY_DOWNLOADS_MAX}`)
      .max(
        PLAN_DAILY_DOWNLOADS_MAX,
        `The daily allowance must be between 1 and ${PLAN_DAILY_DOWNLOADS_MAX}`,
      ),
    /** Razorpay's id of the plan (`plan_…`); null falls back to RAZORPAY_PLAN_<CODE>. */
    razorpayPlanId: z
      .string()
      .trim()
      .regex(/^plan_[A-Za-z0-9]{1,40}$/, 'A Razorpay plan id looks like plan_XXXXXXXXXXXXXX')
      .nullable(),
    active: z.boolean({ error: 'active must be true or false' }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const updatedPlanSchema = z.object({
  plan: adminPlanSchema,
  /** What the operator should know about the change (shown as a notice). */
  notes: z.array(z.string()),
});

// ---- Inbox ----

export const inboxStatusSchema = z.enum(['all', 'handled', 'unhandled']);
export const inboxQuerySchema = pageQuerySchema.extend({
  status: inboxStatusSchema.default('all'),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: z.string(),
  createdAt: z.iso.datetime(),
  handled: z.boolean(),
  handledAt: z.iso.datetime().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxMessagesPageSchema = pageOf(inboxMessageSchema);

export const customWorkRequestSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  handled: z.boolean(),
  handledAt: z.iso.datetime().nullable(),
});
export type CustomWorkRequest = z.infer<typeof customWorkRequestSchema>;
export const customWorkPageSchema = pageOf(customWorkRequestSchema);

export const setHandledBodySchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export const handledStateSchema = z.object({
  _id: z.string(),
  handled: z.boolean(),
  handledAt: z.iso.datetime().nullable(),
});

// ---- Dashboard ----

export const dashboardQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' })
    .default('30')
    .transform(Number),
});

const dayCount = z.object({ day: z.iso.date(), count: z.number().int() });
export const dashboardSchema = z.object({
  days: z.number().int(),
  /** First and last day of the window (YYYY-MM-DD in `timeZone`); `to` is today. */
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  /** Every day of the window in order, zeros included. */
  signups: z.object({ total: z.number().int(), perDay: z.array(dayCount) }),
  /** Memberships active now, per plan (both plans always present). */
  activeMembers: z.array(z.object({ plan: planCodeSchema, count: z.number().int() })),
  /** Captured payments only (failed ones and manual grants are not revenue). */
  revenue: z.object({
    totalPaise: z.number().int(),
    perDay: z.array(z.object({ day: z.iso.date(), paise: z.number().int() })),
  }),
  /** Free = watermarked, clean = members' downloads; failed renders are not counted. */
  downloads: z.object({
    free: z.number().int(),
    clean: z.number().int(),
    perDay: z.array(
      z.object({ day: z.iso.date(), free: z.number().int(), clean: z.number().int() }),
    ),
  }),
  /** Top 10 catalog items by downloads in the window. */
  topMedia: z.array(z.object({ _id: z.string(), title: z.string(), count: z.number().int() })),
  /** Top 20 searches that found nothing in the window. */
  searchMisses: z.array(z.object({ query: z.string(), count: z.number().int() })),
  /**
   * premium modal shown → checkout opened → paid. `paid` counts subscriptions whose first
   * captured payment falls in the window (renewals are not a step of this funnel).
   */
  funnel: z.object({
    premiumModalShown: z.number().int(),
    checkoutOpened: z.number().int(),
    paid: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `POST /api/v1/events/funnel`: a step of the membership funnel, counted without a user id. */
export const FUNNEL_EVENT_STEPS = ['premium_modal_shown', 'checkout_opened'] as const;
export const funnelEventBodySchema = z.object({
  step: z.enum(FUNNEL_EVENT_STEPS, { error: 'Unknown funnel step' }),
});
export type FunnelEventStep = (typeof FUNNEL_EVENT_STEPS)[number];

// ---- Audit log ----

const auditDay = z.iso.date({ error: 'Dates look like 2026-03-31' });
export const auditQuerySchema = pageQuerySchema.extend({
  /** The operator's user id. */
  actorId: idSchema.optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(30).optional(),
  targetId: z.string().trim().max(64).optional(),
  /** Inclusive days in BUSINESS_TIME_ZONE. */
  from: auditDay.optional(),
  to: auditDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
