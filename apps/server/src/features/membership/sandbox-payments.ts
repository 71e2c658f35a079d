import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { SandboxProvider } from './sandbox-provider';
import { createSubscriptionsRepo } from './subscriptions.repo';

const MONTH_S = 30 * 86_400;
// Webhooks arrive a moment after the checkout closes, as Razorpay's do.
const WEBHOOK_DELAY_MS = 300;

export type SandboxOutcome = 'success' | 'failure';

/** Sends a signed webhook to our own endpoint, the way Razorpay would. */
export type DeliverWebhook = (body: string, signature: string, eventId: string) => Promise<void>;

/**
 * The sandbox checkout's "payment": no money moves. Success hands back a result signed like
 * Razorpay's and then sends the subscription's activation and charge webhooks; failure sends a
 * `payment.failed` webhook. Either way the real verify and webhook code does the rest.
 */
export function createSandboxPayments(deps: {
  db: Database;
  provider: SandboxProvider;
  deliver: DeliverWebhook;
  log: { error(obj: object, msg: string): void };
}) {
  const repo = createSubscriptionsRepo(deps.db);

  function send(event: string, payload: object): void {
    const body = JSON.stringify({
      entity: 'event',
      event,
      created_at: Math.floor(Date.now() / 1000),
      payload,
    });
    const eventId = `evt_sbx${randomBytes(7).toString('hex')}`;
    setTimeout(() => {
      deps
        .deliver(body, deps.provider.signWebhook(body), eventId)
        .catch((error: unknown) => deps.log.error({ err: error, event }, 'sandbox webhook'));
    }, WEBHOOK_DELAY_MS).unref();
  }

  return {
    async pay(userId: string, subscriptionId: string, method: string, outcome: SandboxOutcome) {
      const subscription = await repo.find(subscriptionId);
      if (!subscription || subscription.userId !== userId || subscription.provider !== 'sandbox') {
        throw notFound('Subscription not found');
      }
      const plan = await repo.plan(subscription.plan);
      const paymentId = `pay_sbx${randomBytes(7).toString('hex')}`;
      const payment = {
        entity: {
          id: paymentId,
          amount: subscription.firstPricePaise ?? plan?.pricePaise ?? 0,
          currency: 'INR',
          method,
          status: outcome === 'success' ? 'captured' : 'failed',
          subscription_id: subscriptionId,
        },
      };
      if (outcome === 'failure') {
        send('payment.failed', { payment });
        throw new AppError({
          statusCode: 402,
          message: 'The payment was declined by the bank (sandbox). Nothing was charged.',
          code: 'PAYMENT_FAILED',
        });
      }
      const subscriptionEntity = {
        entity: {
          id: subscriptionId,
          status: 'active',
          current_end: Math.floor(Date.now() / 1000) + MONTH_S,
        },
      };
      // The sandbox provider's record of the period it just charged (sandbox-provider.ts).
      await repo.update(subscriptionId, {
        currentEnd: new Date(subscriptionEntity.entity.current_end * 1000),
      });
      send('subscription.activated', { subscription: subscriptionEntity });
      send('subscription.charged', { subscription: subscriptionEntity, payment });
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: deps.provider.signPayment(paymentId, subscriptionId),
      };
    },
  };
}
export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
