import { createHash } from 'node:crypto';
import type { Plan, VerifyPaymentBody } from '@stamp/shared/schemas/payments';
import type { Membership } from '@stamp/shared/schemas/user';
import { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { CurrentSession } from '../account/account.service';
import type { SessionCache } from '../account/session-cache';
import { isMembershipActive } from '../account/user-entity';
import { cancellationEmail, receiptEmail, renewalFailedEmail } from './membership.emails';
import { createMembershipRepo, type PlanCode } from './membership.repo';
import type { PaymentProvider } from './payment-provider';
import { createSubscriptionsRepo, type PlanRow, type SubscriptionRow } from './subscriptions.repo';

const MONTH_MS = 30 * 86_400_000;

export interface SubscriptionServiceDeps {
  db: Database;
  /** Null when payments are not set up (production without Razorpay keys or the sandbox). */
  provider: PaymentProvider | null;
  /** Razorpay plan ids from the environment, used when the plans table has none. */
  planIds: { pro: string | undefined; premium: string | undefined };
  mailer: Mailer;
  sessionCache: SessionCache;
  today: () => string;
  publicUrl: URL;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

// Razorpay's webhook body, as far as membership reads it.
const unixSeconds = z.number().int().nonnegative();
const webhookSchema = z.object({
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
type WebhookEvent = z.infer<typeof webhookSchema>;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Memberships bought through the payment provider: checkout (create, verify), status, cancel,
 * and the provider's webhooks, which keep memberships in step with renewals and failures even
 * when the browser never comes back to verify.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const repo = createSubscriptionsRepo(deps.db);
  const memberships = createMembershipRepo(deps.db);
  const profileUrl = new URL('/profile', deps.publicUrl).href;

  const presentPlan = (row: PlanRow): Plan => ({
    code: row.code,
    name: row.name,
    pricePaise: row.pricePaise,
    period: 'monthly',
    dailyDownloads: row.dailyDownloads,
  });

  function provider(): PaymentProvider {
    if (!deps.provider) {
      throw new AppError(503, 'Payments are not set up on this server yet', 'PAYMENTS_DISABLED');
    }
    return deps.provider;
  }

  async function membershipOf(userId: string): Promise<Membership> {
    const row = await repo.membership(userId);
    return {
      plan: row?.plan ?? null,
      startDate: row?.startDate?.toISOString() ?? null,
      endDate: row?.endDate?.toISOString() ?? null,
      isActive: isMembershipActive(row ?? null),
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    };
  }

  /**
   * Makes the subscription's owner a member until `until`. A member who was not active gets the
   * plan's allowance for today; a renewal of an active member leaves today's count alone.
   */
  async function activate(subscription: SubscriptionRow, until: Date): Promise<void> {
    const current = await repo.membership(subscription.userId);
    const wasActive = isMembershipActive(current ?? null);
    const plan = await repo.plan(subscription.plan);
    const endDate =
      wasActive && current?.endDate && current.endDate > until ? current.endDate : until;
    await memberships.activate({
      userId: subscription.userId,
      plan: subscription.plan,
      startDate: wasActive && current?.startDate ? current.startDate : new Date(),
      endDate,
      fillAllowance:
        wasActive || !plan ? null : { remaining: plan.dailyDownloads, day: deps.today() },
      providerSubscriptionId: subscription.id,
    });
    deps.sessionCache.forgetUser(subscription.userId);
  }

  function mail(message: Parameters<Mailer['send']>[0]): void {
    deps.mailer
      .send(message)
      .catch((error: unknown) => deps.log.error({ err: error, to: message.to }, 'mail failed'));
  }

  async function sendReceipt(subscription: SubscriptionRow, amountPaise: number) {
    const [user, plan, membership] = await Promise.all([
      repo.user(subscription.userId),
      repo.plan(subscription.plan),
      repo.membership(subscription.userId),
    ]);
    if (!user || !plan) return;
    mail(
      receiptEmail(user.email, user.fullName, {
        planName: plan.name,
        amountPaise,
        periodEnd: membership?.endDate ?? new Date(Date.now() + MONTH_MS),
        profileUrl,
      }),
    );
  }

  function receipt(subscription: SubscriptionRow, amountPaise: number): void {
    sendReceipt(subscription, amountPaise).catch((error: unknown) =>
      deps.log.error({ err: error, subscriptionId: subscription.id }, 'receipt failed'),
    );
  }

  async function applyEvent(event: WebhookEvent): Promise<WebhookOutcome> {
    const entity = event.payload.subscription?.entity;
    const payment = event.payload.payment?.entity;
    const subscriptionId = entity?.id ?? payment?.subscription_id ?? undefined;
    const subscription = subscriptionId ? await repo.find(subscriptionId) : undefined;
    if (!subscription) {
      deps.log.warn({ event: event.event, subscriptionId }, 'webhook for an unknown subscription');
      return 'ignored';
    }
    const eventAt = event.created_at ? new Date(event.created_at * 1000) : new Date();
    // A late, older event must not undo a newer one (Razorpay does not promise order).
    const stale = subscription.lastEventAt !== null && eventAt < subscription.lastEventAt;
    const periodEnd = entity?.current_end ? new Date(entity.current_end * 1000) : null;

    switch (event.event) {
      case 'subscription.activated':
      case 'subscription.charged': {
        const recorded = payment
          ? await repo.recordPayment({
              provider: subscription.provider,
              providerPaymentId: payment.id,
              subscriptionId: subscription.id,
              userId: subscription.userId,
              plan: subscription.plan,
              amountPaise: payment.amount ?? 0,
              status: 'captured',
              raw: event,
            })
          : false;
        // A renewal extends the period even when it arrives late; only the status waits.
        await activate(subscription, periodEnd ?? new Date(Date.now() + MONTH_MS));
        // After activating, so the receipt states the period that was really bought.
        if (recorded) receipt(subscription, payment?.amount ?? 0);
        if (!stale) {
          await repo.update(subscription.id, {
            status: 'active',
            currentEnd: periodEnd ?? subscription.currentEnd,
            lastEventAt: eventAt,
          });
        }
        return 'processed';
      }
      case 'subscription.pending': {
        // A renewal charge failed and the provider is retrying: access continues until the end.
        if (!stale) await repo.update(subscription.id, { status: 'pending', lastEventAt: eventAt });
        return 'processed';
      }
      case 'subscription.halted':
      case 'subscription.cancelled':
      case 'subscription.completed': {
        if (stale) return 'processed';
        const status = event.event.slice('subscription.'.length) as
          | 'halted'
          | 'cancelled'
          | 'completed';
        await repo.update(subscription.id, { status, lastEventAt: eventAt });
        await repo.setMembership(
          subscription.userId,
          { status, cancelAtPeriodEnd: false },
          subscription.id,
        );
        deps.sessionCache.forgetUser(subscription.userId);
        const user = await repo.user(subscription.userId);
        if (user && status === 'halted')
          mail(renewalFailedEmail(user.email, user.fullName, profileUrl));
        return 'processed';
      }
      case 'payment.failed': {
        if (payment) {
          await repo.recordPayment({
            provider: subscription.provider,
            providerPaymentId: payment.id,
            subscriptionId: subscription.id,
            userId: subscription.userId,
            plan: subscription.plan,
            amountPaise: payment.amount ?? 0,
            status: 'failed',
            raw: event,
          });
        }
        return 'processed';
      }
      default:
        return 'ignored';
    }
  }

  return {
    async plans(): Promise<Plan[]> {
      return (await repo.activePlans()).map(presentPlan);
    },

    key() {
      const p = provider();
      return { keyId: p.keyId, checkoutScriptUrl: p.checkoutScriptUrl, provider: p.kind };
    },

    /**
     * Starts a checkout: a subscription at the provider first, then our row, so a provider that
     * times out or fails leaves nothing half-made and the next try starts clean.
     */
    async create(session: CurrentSession, planCode: PlanCode) {
      const p = provider();
      if (session.user.membership.isActive) {
        throw conflict('Your membership is already active');
      }
      const plan = await repo.plan(planCode);
      if (!plan?.active) throw badRequest('This plan is not available', { plan: 'Choose a plan' });
      const planId =
        p.kind === 'sandbox'
          ? `plan_sandbox_${plan.code}`
          : (plan.razorpayPlanId ?? deps.planIds[plan.code]);
      if (!planId) {
        throw new AppError(
          503,
          'This plan cannot be bought yet: it has no Razorpay plan',
          'PLAN_NOT_SET_UP',
        );
      }
      const created = await p.createSubscription({
        planId,
        userId: session.user._id,
        email: session.user.email,
      });
      await repo.insert({
        id: created.id,
        userId: session.user._id,
        plan: plan.code,
        provider: p.kind,
        status: 'created',
      });
      return { subscriptionId: created.id, plan: presentPlan(plan) };
    },

    /**
     * The checkout's payment result. The signature proves the provider made it; the subscription
     * must be this user's. Verifying the same payment again changes nothing.
     */
    async verify(session: CurrentSession, body: VerifyPaymentBody): Promise<Membership> {
      const p = provider();
      const refused = () =>
        new AppError(400, 'Payment verification failed', 'PAYMENT_NOT_VERIFIED');
      const subscription = await repo.find(body.razorpay_subscription_id);
      if (!subscription || subscription.userId !== session.user._id) throw refused();
      if (!p.verifyPayment(body.razorpay_payment_id, subscription.id, body.razorpay_signature)) {
        throw refused();
      }
      const plan = await repo.plan(subscription.plan);
      const recorded = await repo.recordPayment({
        provider: subscription.provider,
        providerPaymentId: body.razorpay_payment_id,
        subscriptionId: subscription.id,
        userId: subscription.userId,
        plan: subscription.plan,
        amountPaise: plan?.pricePaise ?? 0,
        status: 'captured',
        raw: body,
      });
      if (recorded || !isMembershipActive((await repo.membership(subscription.userId)) ?? null)) {
        await activate(subscription, subscription.currentEnd ?? new Date(Date.now() + MONTH_MS));
        if (subscription.status === 'created') {
          await repo.update(subscription.id, { status: 'active' });
        }
      }
      if (recorded) receipt(subscription, plan?.pricePaise ?? 0);
      return membershipOf(subscription.userId);
    },

    status: (session: CurrentSession) => membershipOf(session.user._id),

    /** Cancels at the end of the paid period (spec §4: the member keeps access until then). */
    async cancel(session: CurrentSession): Promise<Membership> {
      const userId = session.user._id;
      const current = await repo.membership(userId);
      if (!current || !isMembershipActive(current)) {
        throw badRequest('You have no active subscription to cancel');
      }
      if (current.cancelAtPeriodEnd) return membershipOf(userId);
      if (current.providerSubscriptionId) {
        const subscription = await repo.find(current.providerSubscriptionId);
        if (subscription && subscription.provider !== 'manual') {
          await provider().cancelSubscription(subscription.id);
        }
      }
      await repo.setMembership(userId, { cancelAtPeriodEnd: true });
      deps.sessionCache.forgetUser(userId);
      const user = await repo.user(userId);
      if (user) mail(cancellationEmail(user.email, user.fullName, current.endDate));
      return membershipOf(userId);
    },

    /**
     * A webhook from the provider: signature first (over the raw bytes), then at most once per
     * event id. A failure while applying it releases the id, so the provider's retry is applied.
     */
    async webhook(
      rawBody: Buffer,
      signature: string | undefined,
      eventIdHeader: string | undefined,
    ) {
      const p = provider();
      if (!p.verifyWebhook(rawBody, signature)) {
        throw new AppError(400, 'Invalid webhook signature', 'BAD_SIGNATURE');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('Webhook body is not JSON');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw badRequest('Webhook body is not an event');
      const eventId =
        eventIdHeader?.slice(0, 100) || createHash('sha256').update(rawBody).digest('hex');
      if (!(await repo.claimEvent(eventId, parsed.data.event))) return 'duplicate' as const;
      try {
        return await applyEvent(parsed.data);
      } catch (error) {
        await repo.releaseEvent(eventId);
        throw error;
      }
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
