import { AppError } from '../../lib/errors';
import {
  hmacHex,
  type PaymentProvider,
  type ProviderSubscription,
  parseSignedRazorpayWebhook,
  signaturesMatch,
} from './payment-provider';

// A subscription is renewed monthly for up to 10 years unless cancelled (Razorpay wants a count).
const TOTAL_COUNT = 120;
const TIMEOUT_MS = 10_000;

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's REST API (subscriptions), with basic auth of the key id and secret. */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiBase}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    const json = (await response.json().catch(() => ({}))) as T & {
      error?: { description?: string };
    };
    if (response.status >= 500) throw unavailable();
    if (!response.ok) {
      throw new AppError({
        statusCode: 502,
        message: `The payment service refused the request: ${json.error?.description ?? response.status}`,
        code: 'PAYMENT_PROVIDER_ERROR',
      });
    }
    return json;
  }

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createSubscription({ planId, userId, email, offerId }) {
      const created = await call<ProviderSubscription>('/v1/subscriptions', {
        plan_id: planId,
        total_count: TOTAL_COUNT,
        customer_notify: 1,
        notes: { userId, email },
        ...(offerId ? { offer_id: offerId } : {}),
      });
      if (typeof created.id !== 'string') throw unavailable();
      return { id: created.id, status: created.status };
    },
    async periodEnd(subscription) {
      const fetched = await call<{ current_end?: unknown }>(
        `/v1/subscriptions/${encodeURIComponent(subscription.id)}`,
      );
      const end = fetched.current_end;
      return typeof end === 'number' && Number.isFinite(end) && end > 0
        ? new Date(end * 1000)
        : null;
    },
    async cancelSubscription(subscriptionId) {
      await call(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
        cancel_at_cycle_end: 1,
      });
    },
    verifyPayment(paymentId, subscriptionId, signature) {
      return signaturesMatch(
        hmacHex(options.keySecret, `${paymentId}|${subscriptionId}`),
        signature,
      );
    },
    verifyWebhook(rawBody, signature) {
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },
    parseWebhook(rawBody, signature, deliveryId) {
      return parseSignedRazorpayWebhook(this, rawBody, signature, deliveryId);
    },
  };
}

function unavailable(): AppError {
  return new AppError({
    statusCode: 503,
    message:
      'The payment service is not answering right now. Nothing was charged; please try again.',
    code: 'PAYMENT_PROVIDER_UNAVAILABLE',
  });
}
