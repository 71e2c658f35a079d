import { createHmac, randomBytes } from 'node:crypto';
import {
  hmacHex,
  type PaymentProvider,
  parseSignedRazorpayWebhook,
  signaturesMatch,
} from './payment-provider';

export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox/checkout.js';

export interface SandboxProvider extends PaymentProvider {
  kind: 'sandbox';
  /** Signs a payment result as Razorpay would (the sandbox checkout hands it to the page). */
  signPayment(paymentId: string, subscriptionId: string): string;
  /** Signs a webhook body as Razorpay would (the sandbox sends webhooks to our own endpoint). */
  signWebhook(rawBody: string): string;
}

/**
 * The offline payment provider (DESIGN.md "Payments"): subscriptions are made up locally and
 * results are signed with secrets derived from the app secret, under Razorpay's exact scheme, so
 * verification and webhooks run the same code as in production. No money moves.
 */
export function createSandboxProvider(appSecret: string): SandboxProvider {
  const derive = (purpose: string) =>
    createHmac('sha256', appSecret).update(`payments-sandbox:${purpose}`).digest('base64url');
  const keySecret = derive('key-secret');
  const webhookSecret = derive('webhook-secret');
  return {
    kind: 'sandbox',
    keyId: 'rzp_test_stampsandbox',
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT,
    async createSubscription() {
      return { id: `sub_sbx${randomBytes(7).toString('hex')}`, status: 'created' };
    },
    // The sandbox is its own provider: its checkout writes the period it charged onto our row
    // (sandbox-payments.ts), so that row is the provider's record here.
    async periodEnd(subscription) {
      return subscription.currentEnd;
    },
    async cancelSubscription() {
      // Nothing to tell: the sandbox has no renewals to stop.
    },
    verifyPayment(paymentId, subscriptionId, signature) {
      return signaturesMatch(hmacHex(keySecret, `${paymentId}|${subscriptionId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signaturesMatch(hmacHex(webhookSecret, rawBody), signature);
    },
    parseWebhook(rawBody, signature, deliveryId) {
      return parseSignedRazorpayWebhook(this, rawBody, signature, deliveryId);
    },
    signPayment: (paymentId, subscriptionId) =>
      hmacHex(keySecret, `${paymentId}|${subscriptionId}`),
    signWebhook: (rawBody) => hmacHex(webhookSecret, rawBody),
  };
}
