import { z } from 'zod';
import { okEnvelope } from './envelope';
import { membershipSchema, planCodeSchema } from './user';

/** A running offer on a plan: the first month at `pricePaise`, bought before `endsAt`. */
export const planOfferSchema = z.object({
  pricePaise: z.number().int(),
  endsAt: z.iso.datetime(),
  /** What the checkout says about it, from the server (e.g. "Diwali offer: 40% off"). */
  banner: z.string(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** A plan as the checkout page shows it (prices in paise, shown in rupees). */
export const planSchema = z.object({
  code: planCodeSchema,
  name: z.string(),
  pricePaise: z.number().int(),
  period: z.literal('monthly'),
  dailyDownloads: z.number().int(),
  /** Null when no offer runs, or when this server could not charge it (no Razorpay offer). */
  offer: planOfferSchema.nullable(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansEnvelopeSchema = okEnvelope(z.array(planSchema));

/** `GET /user/razorpay/key`: the key id only, never the secret (spec §7 "keyId"). */
export const razorpayKeyEnvelopeSchema = okEnvelope(
  z.object({
    keyId: z.string(),
    /** Where the checkout script is loaded from: Razorpay's, or our offline sandbox. */
    checkoutScriptUrl: z.string(),
    provider: z.enum(['razorpay', 'sandbox']),
  }),
);

/** `POST /user/subscription/create`: the plan to buy (the spec's client sends none: pro). */
export const createSubscriptionBodySchema = z
  .object({ plan: planCodeSchema.default('pro') })
  .nullish()
  .transform((body) => body ?? { plan: 'pro' as const });
export const createSubscriptionEnvelopeSchema = okEnvelope(
  z.object({
    subscriptionId: z.string(),
    plan: planSchema,
  }),
);

/** What the checkout hands back after a payment (spec §3 "Payment result"). */
export const verifyPaymentBodySchema = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_subscription_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const membershipEnvelopeSchema = okEnvelope(z.object({ membership: membershipSchema }));
