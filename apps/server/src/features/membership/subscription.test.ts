import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments, subscriptions, webhookEvents } from '../../db/schema';
import { loadAppSecret } from '../../lib/app-secret';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

let t: TestApp;
let sandbox: SandboxProvider;

beforeAll(async () => {
  t = await startTestApp();
  sandbox = createSandboxProvider(await loadAppSecret(t.config.secret));
});
afterAll(() => t?.close());

async function customer() {
  const client = t.client();
  const details = newSignup();
  const signup = await client.post('/api/v1/user/signup', details);
  return { client, userId: signup.body.data._id as string, email: details.email };
}

const status = async (client: TestClient) =>
  (await client.get('/api/v1/user/subscription/status')).body.data.membership;

/** The checkout in one go: create, pay in the sandbox, verify. */
async function buy(client: TestClient, plan: 'pro' | 'premium' = 'pro') {
  const created = await client.post('/api/v1/user/subscription/create', { plan });
  const paid = await client.post('/api/v1/sandbox/payments', {
    subscriptionId: created.body.data.subscriptionId,
    method: 'upi',
    outcome: 'success',
  });
  const verified = await client.post('/api/v1/user/subscription/verify', paid.body.data);
  return { created, paid, verified };
}

/** A webhook as Razorpay sends it: signed raw body, event id header. */
function webhook(event: object, options: { eventId?: string; signature?: string } = {}) {
  const body = JSON.stringify(event);
  return fetch(`${t.baseUrl}/api/v1/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? sandbox.signWebhook(body),
      'x-razorpay-event-id': options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    body,
  });
}

const subscriptionEvent = (
  event: string,
  id: string,
  createdAt: number,
  currentEnd?: number,
  /** A charge's payment: only a payment seen for the first time grants a period. */
  paymentId?: string,
) => ({
  entity: 'event',
  event,
  created_at: createdAt,
  payload: {
    subscription: { entity: { id, status: event.split('.')[1], current_end: currentEnd } },
    ...(paymentId
      ? {
          payment: {
            entity: { id: paymentId, amount: 19900, status: 'captured', subscription_id: id },
          },
        }
      : {}),
  },
});

describe('plans and checkout key', () => {
  it('lists the plans with prices in paise and daily allowances', async () => {
    const response = await t.client().get('/api/v1/user/plans');
    expect(response.body.data).toEqual([
      {
        code: 'pro',
        name: 'Pro',
        pricePaise: 19900,
        period: 'monthly',
        dailyDownloads: 10,
        offer: null,
      },
      {
        code: 'premium',
        name: 'Premium',
        pricePaise: 49900,
        period: 'monthly',
        dailyDownloads: 30,
        offer: null,
      },
    ]);
  });

  it('gives the key id and where the checkout script lives, never a secret', async () => {
    const response = await t.client().get('/api/v1/user/razorpay/key');
    expect(response.body.data).toEqual({
      keyId: 'rzp_test_stampsandbox',
      checkoutScriptUrl: '/sandbox/checkout.js',
      provider: 'sandbox',
    });
    const script = await fetch(`${t.baseUrl}/sandbox/checkout.js`);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
  });
});

describe('buying a membership', () => {
  it('activates on a verified payment, with the plan’s allowance, once', async () => {
    const { client, userId } = await customer();
    const since = new Date();
    expect((await client.post('/api/v1/user/subscription/create', {})).status).toBe(200);
    const { verified, paid } = await buy(client, 'premium');
    expect(verified.status).toBe(200);
    expect(verified.body.data.membership).toMatchObject({ plan: 'premium', isActive: true });
    const user = (await client.get('/api/v1/user/get-user')).body.data;
    expect(user.downloads.count).toBe(30);
    // Verify again (a double submit): nothing changes, the payment is recorded once.
    const again = await client.post('/api/v1/user/subscription/verify', paid.body.data);
    expect(again.status).toBe(200);
    // The sandbox's two webhooks (activated, charged) have landed and been applied on top of
    // the verify: still one payment.
    const landed = async () => {
      const rows = await t.db
        .select({ type: webhookEvents.type })
        .from(webhookEvents)
        .where(gte(webhookEvents.receivedAt, since));
      return [...new Set(rows.map((row) => row.type))].sort();
    };
    await expect
      .poll(landed, { timeout: 10_000 })
      .toEqual(['subscription.activated', 'subscription.charged']);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows.filter((p) => p.status === 'captured')).toHaveLength(1);
    await t.smtp.waitFor(user.email, /receipt/);
    expect((await client.post('/api/v1/user/subscription/create', {})).status).toBe(409);
  });

  it('never activates on a forged signature or someone else’s subscription', async () => {
    const a = await customer();
    const b = await customer();
    const created = await a.client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    const subscriptionId = created.body.data.subscriptionId;
    const forged = await a.client.post('/api/v1/user/subscription/verify', {
      razorpay_payment_id: 'pay_forged',
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Payment verification failed');
    const signed = {
      razorpay_payment_id: 'pay_real',
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: sandbox.signPayment('pay_real', subscriptionId),
    };
    expect((await b.client.post('/api/v1/user/subscription/verify', signed)).status).toBe(400);
    expect((await status(a.client)).isActive).toBe(false);
    expect((await status(b.client)).isActive).toBe(false);
    expect((await t.client().post('/api/v1/user/subscription/verify', signed)).status).toBe(401);
  });

  it('activates from the webhook alone when the browser never comes back to verify', async () => {
    const { client } = await customer();
    const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    await client.post('/api/v1/sandbox/payments', {
      subscriptionId: created.body.data.subscriptionId,
      method: 'card',
      outcome: 'success',
    });
    await expect.poll(async () => (await status(client)).isActive, { timeout: 5000 }).toBe(true);
  });

  it('records a failed payment and activates nothing', async () => {
    const { client, userId } = await customer();
    const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    const failed = await client.post('/api/v1/sandbox/payments', {
      subscriptionId: created.body.data.subscriptionId,
      method: 'netbanking',
      outcome: 'failure',
    });
    expect(failed.status).toBe(402);
    await expect
      .poll(
        async () => (await t.db.select().from(payments).where(eq(payments.userId, userId))).length,
      )
      .toBe(1);
    expect((await status(client)).isActive).toBe(false);
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and a body that is not JSON', async () => {
    const event = subscriptionEvent('subscription.halted', 'sub_x', 1);
    expect((await webhook(event, { signature: 'nope' })).status).toBe(400);
    const raw = '{"event": not json';
    const response = await fetch(`${t.baseUrl}/api/v1/webhooks/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox.signWebhook(raw),
      },
      body: raw,
    });
    expect(response.status).toBe(400);
  });

  it('acknowledges an unknown subscription and a replay without acting twice', async () => {
    const unknown = await webhook(subscriptionEvent('subscription.charged', 'sub_unknown', 1));
    expect(await unknown.json()).toMatchObject({ success: true, message: 'ignored' });

    const { client } = await customer();
    const { created } = await buy(client);
    const id = created.body.data.subscriptionId;
    const now = Math.floor(Date.now() / 1000);
    const halted = subscriptionEvent('subscription.halted', id, now + 10);
    expect(await (await webhook(halted, { eventId: 'evt_once' })).json()).toMatchObject({
      message: 'processed',
    });
    expect((await status(client)).isActive).toBe(false);
    // Support re-activates; the same halted event replayed must not halt again.
    await t.db
      .update(memberships)
      .set({ status: 'active' })
      .where(eq(memberships.providerSubscriptionId, id));
    expect(await (await webhook(halted, { eventId: 'evt_once' })).json()).toMatchObject({
      message: 'duplicate',
    });
    expect((await status(client)).isActive).toBe(true);
  });

  it('extends the period on a renewal and ignores an older event arriving late', async () => {
    const { client } = await customer();
    const { created } = await buy(client);
    const id = created.body.data.subscriptionId;
    const now = Math.floor(Date.now() / 1000);
    const renewedUntil = now + 60 * 86_400;
    await webhook(
      subscriptionEvent('subscription.charged', id, now + 100, renewedUntil, `pay_renew_${id}`),
    );
    const late = await webhook(subscriptionEvent('subscription.halted', id, now + 50));
    expect(late.status).toBe(200);
    const membership = await status(client);
    expect(membership.isActive).toBe(true);
    expect(Date.parse(membership.endDate) / 1000).toBeCloseTo(renewedUntil, -1);
  });

  it('does not refill today’s downloads on a renewal', async () => {
    const { client } = await customer();
    const { created } = await buy(client);
    await client.post('/api/v1/user/update-download-count');
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(9);
    const now = Math.floor(Date.now() / 1000);
    await webhook(
      subscriptionEvent(
        'subscription.charged',
        created.body.data.subscriptionId,
        now + 20,
        now + 60 * 86_400,
        `pay_renew_${created.body.data.subscriptionId}`,
      ),
    );
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(9);
  });

  it('pauses a membership whose renewal failed, and says so by e-mail', async () => {
    const { client, email } = await customer();
    const { created } = await buy(client);
    await webhook(
      subscriptionEvent(
        'subscription.halted',
        created.body.data.subscriptionId,
        Math.floor(Date.now() / 1000) + 5,
      ),
    );
    expect((await status(client)).isActive).toBe(false);
    await t.smtp.waitFor(email, /could not be renewed/);
  });
});

describe('cancelling', () => {
  it('keeps access until the end of the period and confirms by e-mail', async () => {
    const { client, email, userId } = await customer();
    await buy(client);
    const cancelled = await client.post('/api/v1/user/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Subscription cancelled successfully');
    expect(cancelled.body.data.membership).toMatchObject({
      isActive: true,
      cancelAtPeriodEnd: true,
    });
    expect((await client.get('/api/v1/user/get-user')).body.data.membership.cancelAtPeriodEnd).toBe(
      true,
    );
    await t.smtp.waitFor(email, /cancelled/);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row?.status).toBe('active');
  });

  it('refuses when there is nothing to cancel', async () => {
    const { client } = await customer();
    const response = await client.post('/api/v1/user/subscription/cancel');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('You have no active subscription to cancel');
  });
});
