import { eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments, subscriptions, webhookEvents } from '../../db/schema';
import { loadAppSecret } from '../../lib/app-secret';
import { signedInOperator } from '../../test/test-accounts';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

let t: TestApp;
let sandbox: SandboxProvider;
let operator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  sandbox = createSandboxProvider(await loadAppSecret(t.config.secret));
  operator = await signedInOperator(t);
});
afterAll(() => t?.close());

async function customer() {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  return { client, userId: signup.body.data._id as string };
}

/**
 * Create, pay in the sandbox: the signed result a browser would post to verify. Returns once the
 * sandbox's own webhooks (activated, charged) have been applied: arriving later, they would land
 * in the middle of a test's steps (on a busy machine one re-activated a membership the test had
 * just ended).
 */
async function pay(client: TestClient) {
  const since = new Date();
  const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
  const paid = await client.post('/api/v1/sandbox/payments', {
    subscriptionId: created.body.data.subscriptionId,
    method: 'upi',
    outcome: 'success',
  });
  const landed = async () => {
    const rows = await t.db
      .select({ type: webhookEvents.type })
      .from(webhookEvents)
      .where(gte(webhookEvents.receivedAt, since));
    return new Set(rows.map((row) => row.type));
  };
  await expect
    .poll(landed, { timeout: 10_000 })
    .toEqual(new Set(['subscription.activated', 'subscription.charged']));
  return paid.body.data as Record<string, string>;
}

const verify = (client: TestClient, result: Record<string, string>) =>
  client.post('/api/v1/user/subscription/verify', result);
const membership = async (client: TestClient) =>
  (await client.get('/api/v1/user/get-user')).body.data as {
    membership: { isActive: boolean; endDate: string | null };
    downloads: { count: number };
  };

function webhook(event: object, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const body = JSON.stringify(event);
  return fetch(`${t.baseUrl}/api/v1/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sandbox.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
}

const charged = (id: string, paymentId: string, createdAt: number, currentEnd: number) => ({
  entity: 'event',
  event: 'subscription.charged',
  created_at: createdAt,
  payload: {
    subscription: { entity: { id, status: 'active', current_end: currentEnd } },
    payment: { entity: { id: paymentId, amount: 19900, status: 'captured', subscription_id: id } },
  },
});
const cancelled = (id: string, createdAt: number) => ({
  entity: 'event',
  event: 'subscription.cancelled',
  created_at: createdAt,
  payload: { subscription: { entity: { id, status: 'cancelled' } } },
});
const now = () => Math.floor(Date.now() / 1000);

describe('a payment grants its period once (issue: replaying verify)', () => {
  it('a replayed verify after an admin revoke grants nothing', async () => {
    const { client, userId } = await customer();
    const result = await pay(client);
    expect((await verify(client, result)).status).toBe(200);
    expect((await membership(client)).membership.isActive).toBe(true);
    const revoke = await operator.request('DELETE', `/api/v1/admin/users/${userId}/membership`);
    expect(revoke.status).toBe(200);
    const replay = await verify(client, result);
    expect(replay.status).toBe(200);
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('a replayed verify after a cancelled webhook grants nothing', async () => {
    const { client } = await customer();
    const result = await pay(client);
    await verify(client, result);
    const id = result.razorpay_subscription_id as string;
    await webhook(cancelled(id, now() + 60));
    expect((await membership(client)).membership.isActive).toBe(false);
    await verify(client, result);
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('a replayed verify after the period ended grants nothing and says why', async () => {
    const { client, userId } = await customer();
    const result = await pay(client);
    await verify(client, result);
    const id = result.razorpay_subscription_id as string;
    const past = new Date(Date.now() - 86_400_000);
    await t.db.update(memberships).set({ endDate: past }).where(eq(memberships.userId, userId));
    await t.db.update(subscriptions).set({ currentEnd: past }).where(eq(subscriptions.id, id));
    expect((await membership(client)).membership.isActive).toBe(false);
    const replay = await verify(client, result);
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe('PAYMENT_NOT_CONFIRMED');
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('grants nothing without a period from the provider (no 30-day default)', async () => {
    const { client } = await customer();
    // A payment the provider signed but has given no period for (and sent no webhook about).
    const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    const subscriptionId: string = created.body.data.subscriptionId;
    const paymentId = `pay_${Math.random().toString(36).slice(2)}`;
    await t.db
      .update(subscriptions)
      .set({ currentEnd: null })
      .where(eq(subscriptions.id, subscriptionId));
    const response = await verify(client, {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: sandbox.signPayment(paymentId, subscriptionId),
    });
    expect(response.status).toBe(409);
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('two verifies of one payment at once record it and grant it once', async () => {
    const { client, userId } = await customer();
    const result = await pay(client);
    const answers = await Promise.all([verify(client, result), verify(client, result)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, result.razorpay_payment_id as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(userId);
    expect((await membership(client)).membership.isActive).toBe(true);
  });
});

describe('webhooks grant once and never re-activate', () => {
  it('a replay under a fresh event-id header is a duplicate', async () => {
    const { client, userId } = await customer();
    const result = await pay(client);
    await verify(client, result);
    const id = result.razorpay_subscription_id as string;
    const renewal = charged(id, `pay_renew_${id}`, now() + 30, now() + 60 * 86_400);
    expect(await (await webhook(renewal, 'evt_first')).json()).toMatchObject({
      message: 'processed',
    });
    await operator.request('DELETE', `/api/v1/admin/users/${userId}/membership`);
    expect(await (await webhook(renewal, 'evt_forged_fresh_id')).json()).toMatchObject({
      message: 'duplicate',
    });
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('a late charge older than the cancellation does not re-activate', async () => {
    const { client } = await customer();
    const result = await pay(client);
    await verify(client, result);
    const id = result.razorpay_subscription_id as string;
    await webhook(cancelled(id, now() + 100));
    const late = charged(id, `pay_late_${id}`, now() + 50, now() + 60 * 86_400);
    expect(await (await webhook(late)).json()).toMatchObject({ message: 'processed' });
    expect((await membership(client)).membership.isActive).toBe(false);
  });

  it('a failure after the claim leaves the event unclaimed, so the retry is applied', async () => {
    const { client, userId } = await customer();
    const result = await pay(client);
    await verify(client, result);
    const id = result.razorpay_subscription_id as string;
    const { endDate } = (await membership(client)).membership;
    // A real database failure in the middle of applying the renewal.
    await t.db.execute(sql`
      CREATE OR REPLACE FUNCTION stamp_test_fail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`);
    await t.db.execute(
      sql.raw(`CREATE TRIGGER stamp_test_fail BEFORE UPDATE ON memberships FOR EACH ROW
        WHEN (NEW.user_id = '${userId}') EXECUTE FUNCTION stamp_test_fail()`),
    );
    const renewedUntil = now() + 60 * 86_400;
    const renewal = charged(id, `pay_crash_${id}`, now() + 30, renewedUntil);
    expect((await webhook(renewal, 'evt_crash')).status).toBe(500);
    await t.db.execute(sql`DROP TRIGGER stamp_test_fail ON memberships`);
    // Nothing of the failed attempt remains: neither the claim nor the payment.
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, `pay_crash_${id}`)),
    ).toHaveLength(0);
    expect(await (await webhook(renewal, 'evt_crash')).json()).toMatchObject({
      message: 'processed',
    });
    const after = (await membership(client)).membership;
    expect(after.isActive).toBe(true);
    expect(Date.parse(after.endDate as string)).toBeGreaterThan(Date.parse(endDate as string));
    expect(Math.round(Date.parse(after.endDate as string) / 1000)).toBe(renewedUntil);
  });
});
