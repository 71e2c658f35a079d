import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { type PaymentEvent, parseRazorpayWebhook } from './payment-events';

export interface ProviderSubscription {
  id: string;
  status: string;
}

/**
 * What membership needs from a payment provider (DESIGN.md "Payments"). Razorpay in production;
 * the sandbox offline, with the same checkout interface and the same signature scheme, so the
 * whole flow (verification and webhooks included) runs in development and in tests.
 */
export interface PaymentProvider {
  kind: 'razorpay' | 'sandbox';
  /** The public key id the checkout script is opened with. */
  keyId: string;
  checkoutScriptUrl: string;
  createSubscription(input: {
    planId: string;
    userId: string;
    email: string;
    /** A Razorpay offer to apply to the first charge. */
    offerId?: string;
  }): Promise<ProviderSubscription>;
  /**
   * When the subscription's paid period ends, by the provider's own record (Razorpay's
   * `current_end`); null while nothing has been charged. Throws when the provider cannot say.
   */
  periodEnd(subscription: { id: string; currentEnd: Date | null }): Promise<Date | null>;
  /** Cancels at the end of the paid period: the member keeps access until then. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** `razorpay_signature` = HMAC-SHA256(`payment_id|subscription_id`, key secret). */
  verifyPayment(paymentId: string, subscriptionId: string, signature: string): boolean;
  /** `X-Razorpay-Signature` = HMAC-SHA256(raw body, webhook secret). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * A webhook delivery as a PaymentEvent: its signature checked over the raw bytes (400
   * BAD_SIGNATURE if it does not match), then its payload read. The service never sees the
   * provider's own format.
   */
  parseWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    deliveryId: string | undefined,
  ): PaymentEvent;
}

/** Razorpay's format, for both providers (the sandbox sends what Razorpay would). */
export function parseSignedRazorpayWebhook(
  provider: Pick<PaymentProvider, 'verifyWebhook'>,
  rawBody: Buffer,
  signature: string | undefined,
  deliveryId: string | undefined,
): PaymentEvent {
  if (!provider.verifyWebhook(rawBody, signature)) {
    throw new AppError({
      statusCode: 400,
      message: 'Invalid webhook signature',
      code: 'BAD_SIGNATURE',
    });
  }
  return parseRazorpayWebhook(rawBody, deliveryId);
}

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares signatures in constant time (a timing leak would let a forger guess byte by byte). */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
