import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { createRazorpayProvider } from './razorpay-provider';

/** A local server that answers like Razorpay's subscription endpoints, or fails on demand. */
let server: Server;
let apiBase: string;
let mode: 'ok' | 'error500' | 'hang' = 'ok';
const seen: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }> = [];

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

beforeAll(async () => {
  let n = 0;
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    if (mode === 'hang') return; // never answers
    response.setHeader('content-type', 'application/json');
    if (mode === 'error500') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { description: 'Internal error' } }));
      return;
    }
    if (request.url === '/v1/subscriptions') {
      n += 1;
      response.end(
        JSON.stringify({ id: `sub_fake${n}`, status: 'created', plan_id: body.plan_id }),
      );
      return;
    }
    response.end(JSON.stringify({ id: 'sub_fake1', status: 'active' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});

const provider = (timeoutMs?: number) =>
  createRazorpayProvider({
    keyId: 'rzp_test_key',
    keySecret: 'key_secret',
    webhookSecret: 'hook_secret',
    apiBase,
    timeoutMs,
  });

describe('Razorpay provider', () => {
  it('creates a subscription with basic auth, the plan, a total count and the user in notes', async () => {
    const created = await provider().createSubscription({
      planId: 'plan_pro',
      userId: 'u1',
      email: 'asha@example.com',
    });
    expect(created.id).toMatch(/^sub_fake/);
    expect(seen[0]).toEqual({
      path: '/v1/subscriptions',
      auth: `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`,
      body: {
        plan_id: 'plan_pro',
        total_count: 120,
        customer_notify: 1,
        notes: { userId: 'u1', email: 'asha@example.com' },
      },
    });
  });

  it('applies a Razorpay offer to the subscription when the plan has one running', async () => {
    await provider().createSubscription({
      planId: 'plan_pro',
      userId: 'u1',
      email: 'asha@example.com',
      offerId: 'offer_diwali',
    });
    expect(seen[0]?.body).toMatchObject({ plan_id: 'plan_pro', offer_id: 'offer_diwali' });
  });

  it('cancels at the end of the cycle', async () => {
    await provider().cancelSubscription('sub_abc');
    expect(seen[0]).toMatchObject({
      path: '/v1/subscriptions/sub_abc/cancel',
      body: { cancel_at_cycle_end: 1 },
    });
  });

  it('turns a 500 and a timeout into a clear, retryable error', async () => {
    mode = 'error500';
    await expect(
      provider().createSubscription({ planId: 'p', userId: 'u', email: 'e' }),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/Nothing was charged/),
    });
    mode = 'hang';
    await expect(
      provider(200).createSubscription({ planId: 'p', userId: 'u', email: 'e' }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });

  it('checks payment and webhook signatures with Razorpay’s HMAC scheme', () => {
    const p = provider();
    const good = createHmac('sha256', 'key_secret').update('pay_1|sub_1').digest('hex');
    expect(p.verifyPayment('pay_1', 'sub_1', good)).toBe(true);
    expect(p.verifyPayment('pay_1', 'sub_2', good)).toBe(false);
    expect(p.verifyPayment('pay_1', 'sub_1', good.slice(0, -1))).toBe(false);
    const body = Buffer.from('{"event":"subscription.charged"}');
    const hook = createHmac('sha256', 'hook_secret').update(body).digest('hex');
    expect(p.verifyWebhook(body, hook)).toBe(true);
    expect(p.verifyWebhook(body, undefined)).toBe(false);
  });
});

describe('checkout against Razorpay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key_secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook_secret',
        RAZORPAY_API_BASE: apiBase,
        RAZORPAY_PLAN_PRO: 'plan_pro_live',
      },
    });
  });
  afterAll(() => t?.close());

  it('leaves nothing half-made when Razorpay fails, and the retry works', async () => {
    const client = t.client();
    const signup = await client.post('/api/v1/user/signup', newSignup());
    const userId: string = signup.body.data._id;
    expect((await client.get('/api/v1/user/razorpay/key')).body.data).toEqual({
      keyId: 'rzp_test_key',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      provider: 'razorpay',
    });
    mode = 'error500';
    const failed = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    expect(failed.status).toBe(503);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual(
      [],
    );
    mode = 'ok';
    const retried = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    expect(retried.status).toBe(200);
    expect(seen.at(-1)?.body.plan_id).toBe('plan_pro_live');
    // Premium has no Razorpay plan id configured: a clear refusal, not a provider error.
    const premium = await client.post('/api/v1/user/subscription/create', { plan: 'premium' });
    expect(premium.status).toBe(503);
    expect(premium.body.message).toMatch(/no Razorpay plan/);
    expect((await fetch(`${t.baseUrl}/sandbox/checkout.js`)).status).toBe(404);
  });
});
