import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/**
 * A provider's webhook as membership understands it, whatever the provider's own format. The
 * provider parses its payload into one of these (payment-provider.ts `parseWebhook`); the
 * subscription service applies it and never reads the provider's JSON.
 */
export type PaymentEvent = {
  /** The provider's name for it, for logs ("subscription.charged"). */
  name: string;
  subscriptionId: string | undefined;
  /** When the provider says it happened: a late event older than the last one applied is stale. */
  at: Date;
  /**
   * Keys this event is known by; it is applied at most once per key. The delivery id header is
   * not covered by the signature, so the event is also known by its own signed content.
   */
  dedupeKeys: string[];
  /** The payload as received, kept with a recorded payment. */
  raw: unknown;
} & (
  | {
      /** A payment went through (first charge or renewal); `periodEnd` is the paid-up date. */
      kind: 'charged';
      payment: { id: string; amountPaise: number } | undefined;
      periodEnd: Date | null;
    }
  /** A renewal charge failed and the provider is retrying: access continues until the end. */
  | { kind: 'pending' }
  | { kind: 'ended'; status: 'halted' | 'cancelled' | 'completed' }
  | { kind: 'payment-failed'; payment: { id: string; amountPaise: number } | undefined }
  | { kind: 'other' }
);

// Razorpay's webhook body, as far as membership reads it.
const unixSeconds = z.number().int().nonnegative();
const razorpayWebhookSchema = z.object({
  event: z.string().max(60),
  created_at: unixSeconds.optional(),
  payload: z
    .object({
      subscription: z
        .object({
          entity: z.object({
            id: z.string().max(64),
            status: z.string().max(20).optional(),
            current_end: unixSeconds.nullish(),
          }),
        })
        .optional(),
      payment: z
        .object({
          entity: z.object({
            id: z.string().max(64),
            amount: z.number().int().nonnegative().optional(),
            status: z.string().max(20).optional(),
            subscription_id: z.string().max(64).nullish(),
          }),
        })
        .optional(),
    })
    .default({}),
});

/**
 * Razorpay's webhook body (also what the sandbox sends) as a PaymentEvent. The caller has
 * checked the signature over these exact bytes. Throws a 400 for a body that is not an event.
 */
export function parseRazorpayWebhook(
  rawBody: Buffer,
  eventIdHeader: string | undefined,
  now = new Date(),
): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('Webhook body is not JSON');
  }
  const parsed = razorpayWebhookSchema.safeParse(json);
  if (!parsed.success) throw badRequest('Webhook body is not an event');
  const body = parsed.data;
  const subscription = body.payload.subscription?.entity;
  const payment = body.payload.payment?.entity;
  const entityId = payment?.id ?? subscription?.id ?? '';
  const common = {
    name: body.event,
    subscriptionId: subscription?.id ?? payment?.subscription_id ?? undefined,
    at: body.created_at ? new Date(body.created_at * 1000) : now,
    dedupeKeys: [
      eventIdHeader?.slice(0, 100) || createHash('sha256').update(rawBody).digest('hex'),
      `content:${body.event}:${entityId}:${body.created_at ?? ''}`,
    ],
    raw: body,
  };
  const paid = payment ? { id: payment.id, amountPaise: payment.amount ?? 0 } : undefined;
  switch (body.event) {
    case 'subscription.activated':
    case 'subscription.charged':
      return {
        ...common,
        kind: 'charged',
        payment: paid,
        periodEnd: subscription?.current_end ? new Date(subscription.current_end * 1000) : null,
      };
    case 'subscription.pending':
      return { ...common, kind: 'pending' };
    case 'subscription.halted':
    case 'subscription.cancelled':
    case 'subscription.completed':
      return {
        ...common,
        kind: 'ended',
        status: body.event.slice('subscription.'.length) as 'halted' | 'cancelled' | 'completed',
      };
    case 'payment.failed':
      return { ...common, kind: 'payment-failed', payment: paid };
    default:
      return { ...common, kind: 'other' };
  }
}
