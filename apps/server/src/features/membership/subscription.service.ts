import type { Plan, PlanOffer, VerifyPaymentBody } from '@stamp/shared/schemas/payments';
import type { Membership } from '@stamp/shared/schemas/user';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { ProductCounters } from '../../lib/product-counters';
import type { CurrentSession, SessionUserInvalidation } from '../account/account.service';
import { isMembershipActive } from '../account/user-entity';
import { cancellationEmail, receiptEmail, renewalFailedEmail } from './membership.emails';
import { createMembershipRepo, type PlanCode } from './membership.repo';
import type { PaymentEvent } from './payment-events';
import type { PaymentProvider } from './payment-provider';
import { createSubscriptionsRepo, type PlanRow, type SubscriptionRow } from './subscriptions.repo';

export interface SubscriptionServiceDeps {
  db: Database;
  /** Null when payments are not set up (production without Razorpay keys or the sandbox). */
  provider: PaymentProvider | null;
  /** Razorpay plan ids from the environment, used when the plans table has none. */
  planIds: { pro: string | undefined; premium: string | undefined };
  mailer: Mailer;
  sessionCache: SessionUserInvalidation;
  today: () => string;
  publicUrl: URL;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  counters?: ProductCounters;
  /** Test hooks, never set in production: a crash between claiming a webhook and applying it. */
  hooks?: { afterWebhookClaim?(): Promise<void> };
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Memberships bought through the payment provider: checkout (create, verify), status, cancel,
 * and the provider's webhooks, which keep memberships in step with renewals and failures even
 * when the browser never comes back to verify.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const repo = createSubscriptionsRepo(deps.db);
  const profileUrl = new URL('/profile', deps.publicUrl).href;

  /**
   * The offer a plan has now, if this server can charge it: the sandbox charges what we say;
   * Razorpay only through an offer made in its dashboard. An offer that cannot be charged is
   * not shown, so the price on the checkout is the price taken.
   */
  const liveOffer = (row: PlanRow, now = new Date()): PlanOffer | null => {
    if (row.offerPricePaise === null || !row.offerEndsAt || row.offerEndsAt <= now) return null;
    if (deps.provider?.kind !== 'sandbox' && !row.razorpayOfferId) return null;
    const percent = Math.round((1 - row.offerPricePaise / row.pricePaise) * 100);
    return {
      pricePaise: row.offerPricePaise,
      endsAt: row.offerEndsAt.toISOString(),
      banner: row.offerBanner ?? `${percent}% off your first month`,
    };
  };

  const presentPlan = (row: PlanRow): Plan => ({
    code: row.code,
    name: row.name,
    pricePaise: row.pricePaise,
    period: 'monthly',
    dailyDownloads: row.dailyDownloads,
    offer: liveOffer(row),
  });

  function provider(): PaymentProvider {
    if (!deps.provider) {
      throw new AppError({
        statusCode: 503,
        message: 'Payments are not set up on this server yet',
        code: 'PAYMENTS_DISABLED',
      });
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
  async function activate(db: Database, subscription: SubscriptionRow, until: Date): Promise<void> {
    const txRepo = createSubscriptionsRepo(db);
    const current = await txRepo.membership(subscription.userId);
    const wasActive = isMembershipActive(current ?? null);
    const plan = await txRepo.plan(subscription.plan);
    const endDate =
      wasActive && current?.endDate && current.endDate > until ? current.endDate : until;
    await createMembershipRepo(db).activate({
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
    // Sent only after a grant, so the period is the one really bought; none, no receipt.
    if (!user || !plan || !membership?.endDate) return;
    mail(
      receiptEmail(user, {
        planName: plan.name,
        amountPaise,
        periodEnd: membership.endDate,
        profileUrl,
      }),
    );
  }

  function receipt(subscription: SubscriptionRow, amountPaise: number): void {
    sendReceipt(subscription, amountPaise).catch((error: unknown) =>
      deps.log.error({ err: error, subscriptionId: subscription.id }, 'receipt failed'),
    );
  }

  /**
   * Applies one payment event inside the caller's transaction (`db`). What must wait for the
   * commit (mail, forgetting cached sessions) is pushed onto `afterCommit`: a rolled-back event
   * sends nothing, and its retry sends it once.
   */
  async function applyEvent(
    db: Database,
    event: PaymentEvent,
    afterCommit: (() => void)[],
  ): Promise<WebhookOutcome> {
    const repo = createSubscriptionsRepo(db);
    const subscription = event.subscriptionId ? await repo.find(event.subscriptionId) : undefined;
    if (!subscription) {
      deps.log.warn(
        { event: event.name, subscriptionId: event.subscriptionId },
        'webhook for an unknown subscription',
      );
      return 'ignored';
    }
    afterCommit.push(() => deps.sessionCache.forgetUser(subscription.userId));
    // A late, older event must not undo a newer one (Razorpay does not promise order).
    const stale = subscription.lastEventAt !== null && event.at < subscription.lastEventAt;
    const record = async (
      payment: { id: string; amountPaise: number },
      status: 'captured' | 'failed',
    ) => {
      const recorded = await repo.recordPayment({
        provider: subscription.provider,
        providerPaymentId: payment.id,
        subscriptionId: subscription.id,
        userId: subscription.userId,
        plan: subscription.plan,
        amountPaise: payment.amountPaise,
        status,
        raw: event.raw,
      });
      if (recorded) afterCommit.push(() => deps.counters?.payment(status));
      return recorded;
    };

    switch (event.kind) {
      case 'charged': {
        const { payment, periodEnd } = event;
        const recorded = payment ? await record(payment, 'captured') : false;
        // Only a payment seen for the first time grants, and only the period the provider
        // states: a replayed event, or one without a period, grants nothing. A late renewal
        // still counts, unless a newer event ended the subscription (a stale event never
        // re-activates what was cancelled, halted or completed after it).
        const ended = stale && ['cancelled', 'halted', 'completed'].includes(subscription.status);
        if (recorded && periodEnd && !ended) {
          await activate(db, subscription, periodEnd);
          afterCommit.push(() => receipt(subscription, payment?.amountPaise ?? 0));
        } else if (recorded) {
          deps.log.warn(
            { event: event.name, subscriptionId: subscription.id, periodEnd, ended },
            'payment recorded without a grant',
          );
        }
        if (!stale) {
          await repo.update(subscription.id, {
            status: 'active',
            currentEnd: periodEnd ?? subscription.currentEnd,
            lastEventAt: event.at,
          });
        }
        return 'processed';
      }
      case 'pending': {
        if (!stale)
          await repo.update(subscription.id, { status: 'pending', lastEventAt: event.at });
        return 'processed';
      }
      case 'ended': {
        if (stale) return 'processed';
        const { status } = event;
        await repo.update(subscription.id, { status, lastEventAt: event.at });
        await repo.setMembership(
          subscription.userId,
          { status, cancelAtPeriodEnd: false },
          subscription.id,
        );
        const user = await repo.user(subscription.userId);
        if (user && status === 'halted') {
          afterCommit.push(() => mail(renewalFailedEmail(user, profileUrl)));
        }
        return 'processed';
      }
      case 'payment-failed': {
        if (event.payment) await record(event.payment, 'failed');
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
        throw new AppError({
          statusCode: 503,
          message: 'This plan cannot be bought yet: it has no Razorpay plan',
          code: 'PLAN_NOT_SET_UP',
        });
      }
      const offer = liveOffer(plan);
      const created = await p.createSubscription({
        planId,
        userId: session.user._id,
        email: session.user.email,
        ...(offer && plan.razorpayOfferId ? { offerId: plan.razorpayOfferId } : {}),
      });
      await repo.insert({
        id: created.id,
        userId: session.user._id,
        plan: plan.code,
        provider: p.kind,
        status: 'created',
        // The price fixed when the checkout opened: an offer ending meanwhile changes nothing.
        firstPricePaise: offer?.pricePaise ?? plan.pricePaise,
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
        new AppError({
          statusCode: 400,
          message: 'Payment verification failed',
          code: 'PAYMENT_NOT_VERIFIED',
        });
      const subscription = await repo.find(body.razorpay_subscription_id);
      if (!subscription || subscription.userId !== session.user._id) throw refused();
      if (!p.verifyPayment(body.razorpay_payment_id, subscription.id, body.razorpay_signature)) {
        throw refused();
      }
      // The period comes from the provider's own record of the subscription, never a default:
      // no period (or one already over) means nothing is granted here; the provider's charge
      // webhook grants it when the payment really went through.
      const periodEnd = await p.periodEnd(subscription);
      if (!periodEnd || periodEnd.getTime() <= Date.now()) {
        deps.log.warn(
          { subscriptionId: subscription.id, paymentId: body.razorpay_payment_id, periodEnd },
          'verify without a current period from the provider: nothing granted',
        );
        throw new AppError({
          statusCode: 409,
          message:
            'We could not confirm this payment with the payment service yet. If you paid, your membership starts within a few minutes.',
          code: 'PAYMENT_NOT_CONFIRMED',
        });
      }
      const plan = await repo.plan(subscription.plan);
      // The payment is recorded and its period granted together: a payment grants once, and a
      // crash between the two cannot record it without granting.
      const granted = await deps.db.transaction(async (tx) => {
        const recorded = await createSubscriptionsRepo(tx).recordPayment({
          provider: subscription.provider,
          providerPaymentId: body.razorpay_payment_id,
          subscriptionId: subscription.id,
          userId: subscription.userId,
          plan: subscription.plan,
          amountPaise: subscription.firstPricePaise ?? plan?.pricePaise ?? 0,
          status: 'captured',
          raw: body,
        });
        if (!recorded) return false;
        await activate(tx, subscription, periodEnd);
        await createSubscriptionsRepo(tx).update(subscription.id, {
          currentEnd: periodEnd,
          ...(subscription.status === 'created' ? { status: 'active' as const } : {}),
        });
        return true;
      });
      if (granted) deps.counters?.payment('captured');
      deps.sessionCache.forgetUser(subscription.userId);
      if (granted) receipt(subscription, subscription.firstPricePaise ?? plan?.pricePaise ?? 0);
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
      if (user) mail(cancellationEmail(user, current.endDate));
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
      const event = provider().parseWebhook(rawBody, signature, eventIdHeader);
      const afterCommit: (() => void)[] = [];
      // Claiming the event and applying it are one transaction: a failure part-way (or a
      // crash) leaves the event unclaimed, so the provider's retry is applied, never answered
      // "duplicate".
      const outcome = await deps.db.transaction(async (tx) => {
        const claims = createSubscriptionsRepo(tx);
        for (const key of event.dedupeKeys) {
          if (!(await claims.claimEvent(key, event.name))) return 'duplicate' as const;
        }
        await deps.hooks?.afterWebhookClaim?.();
        return applyEvent(tx, event, afterCommit);
      });
      for (const effect of afterCommit) effect();
      return outcome;
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
