import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operator } from '../../db/audit-log';
import { allowances, auditLog, payments, plans } from '../../db/schema';
import { signedInMember, signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createPlanAdminService } from '../membership/plan-admin.service';

let t: TestApp;
let admin: TestClient;
let operator: Operator;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInOperator(t);
  const me = (await admin.get('/api/v1/user/get-user')).body.data;
  operator = { id: me._id, email: me.email, role: 'admin' };
});
afterAll(() => t?.close());

const patch = (code: string, body: unknown) =>
  admin.request('PATCH', `/api/v1/admin/plans/${code}`, body);
const publicPlans = async () => (await t.client().get('/api/v1/user/plans')).body.data;

async function paymentsOf(userId: string) {
  return t.db.select().from(payments).where(eq(payments.userId, userId));
}

/** Pays for a checkout opened earlier (the sandbox charges the price fixed at opening). */
async function pay(client: TestClient, subscriptionId: string) {
  const paid = await client.post('/api/v1/sandbox/payments', {
    subscriptionId,
    method: 'upi',
    outcome: 'success',
  });
  expect(paid.status).toBe(200);
  expect((await client.post('/api/v1/user/subscription/verify', paid.body.data)).status).toBe(200);
}

describe('the plans in the console', () => {
  it('lists both plans with what the console edits and how many members each has', async () => {
    await signedInMember(t, 3);
    const answer = await admin.get('/api/v1/admin/plans');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        code: 'pro',
        pricePaise: 19_900,
        dailyDownloads: 10,
        razorpayPlanId: null,
        active: true,
        activeMembers: 0,
      }),
      expect.objectContaining({ code: 'premium', pricePaise: 49_900, activeMembers: 1 }),
    ]);
  });

  it('charges a new price to new subscriptions only', async () => {
    const early = await signedInUser(t);
    const opened = await early.client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    expect(opened.body.data.plan.pricePaise).toBe(19_900);

    const changed = await patch('pro', { pricePaise: 24_900 });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Plan saved');
    expect(changed.body.data.plan.pricePaise).toBe(24_900);
    expect(changed.body.data.notes).toEqual([
      'New subscriptions cost ₹249; current members keep the price they signed up at.',
    ]);

    // The checkout opened before the change pays what it showed.
    await pay(early.client, opened.body.data.subscriptionId);
    expect((await paymentsOf(early.userId)).map((p) => p.amountPaise)).toEqual([19_900]);

    const late = await signedInUser(t);
    expect((await publicPlans())[0].pricePaise).toBe(24_900);
    const second = await late.client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    expect(second.body.data.plan.pricePaise).toBe(24_900);
    await pay(late.client, second.body.data.subscriptionId);
    expect((await paymentsOf(late.userId)).map((p) => p.amountPaise)).toEqual([24_900]);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'pro'));
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['plan.update', { pricePaise: 19_900 }, { pricePaise: 24_900 }],
    ]);
    await patch('pro', { pricePaise: 19_900 });
  });

  it('hides a deactivated plan from checkout while its members keep it', async () => {
    const member = await signedInMember(t, 2);
    const off = await patch('premium', { active: false });
    expect(off.body.data.notes).toEqual([
      'Premium is hidden from checkout; current members keep it until their membership ends.',
    ]);
    expect((await publicPlans()).map((p: { code: string }) => p.code)).toEqual(['pro']);
    const buyer = await signedInUser(t);
    const refused = await buyer.client.post('/api/v1/user/subscription/create', {
      plan: 'premium',
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'This plan is not available']);

    const me = (await member.client.get('/api/v1/user/get-user')).body.data;
    expect([me.membership.isActive, me.membership.plan, me.downloads.count]).toEqual([
      true,
      'premium',
      2,
    ]);
    expect((await patch('premium', { active: true })).body.data.plan.active).toBe(true);
  });

  it("gives a new daily allowance at members' next refill, cached sessions included", async () => {
    const fresh = await signedInMember(t, 5);
    // This member's allowance was last filled yesterday: today's first download refills it.
    await t.db
      .update(allowances)
      .set({ lastReset: '2020-01-01' })
      .where(eq(allowances.userId, fresh.userId));
    const used = await signedInMember(t, 5);
    for (const m of [fresh, used]) await m.client.get('/api/v1/user/get-user');
    expect((await fresh.client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(30);

    const changed = await patch('premium', { dailyDownloads: 45 });
    expect(changed.body.data.notes).toEqual([
      'Members of Premium get 45 downloads a day from their next refill (their first download of a day).',
    ]);
    expect((await fresh.client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(45);
    // Today's count, already filled, is left alone.
    expect((await used.client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
    await patch('premium', { dailyDownloads: 30 });
  });

  it('keeps a price above the plan offer', async () => {
    await t.db.update(plans).set({ offerPricePaise: 15_000 }).where(eq(plans.code, 'pro'));
    const below = await patch('pro', { pricePaise: 15_000 });
    expect([below.status, below.body.message]).toEqual([
      409,
      'This plan has an offer at ₹150: the price must stay above it.',
    ]);
    expect((await patch('pro', { pricePaise: 15_100 })).status).toBe(200);
    await t.db.update(plans).set({ offerPricePaise: null }).where(eq(plans.code, 'pro'));
    await patch('pro', { pricePaise: 19_900 });
  });

  it('refuses bad values, unknown fields and unknown plans', async () => {
    const bad: unknown[] = [
      {},
      { pricePaise: 0 },
      { pricePaise: -100 },
      { pricePaise: 199.5 },
      { pricePaise: 10_000_001 },
      { pricePaise: '19900' },
      { dailyDownloads: 0 },
      { dailyDownloads: 1001 },
      { razorpayPlanId: 'not a plan id' },
      { active: 'yes' },
      { name: 'Gold' },
      { offerPricePaise: 100 },
    ];
    for (const body of bad) {
      expect((await patch('pro', body)).status, JSON.stringify(body)).toBe(400);
    }
    const nul = await patch('pro', '{"razorpayPlanId":"plan_\\u0000x"}');
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_TEXT']);
    const surrogate = await patch('pro', '{"razorpayPlanId":"plan_\\udc00"}');
    expect([surrogate.status, surrogate.body.code]).toEqual([400, 'INVALID_TEXT']);
    expect((await patch('gold', { active: true })).status).toBe(404);
    expect((await patch('pro%00', { active: true })).status).toBe(400);
    expect((await patch('pro', { dailyDownloads: 1000 })).status).toBe(200);
    expect((await patch('pro', { dailyDownloads: 10, razorpayPlanId: 'plan_Abc123' })).status).toBe(
      200,
    );
    expect((await patch('pro', { razorpayPlanId: null })).body.data.plan.razorpayPlanId).toBeNull();
  });

  it('gives two concurrent edits one consistent outcome, each recorded against the other', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'premium'));
    const answers = await Promise.all([
      patch('premium', { pricePaise: 55_000 }),
      patch('premium', { pricePaise: 60_000 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [row] = await t.db.select().from(plans).where(eq(plans.code, 'premium'));
    const entries = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, 'premium'))
        .orderBy(auditLog.id)
    ).slice(before.length);
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [typeof auditLog.$inferSelect, typeof auditLog.$inferSelect];
    expect(second.before).toEqual(first.after);
    expect(second.after).toEqual({ pricePaise: row?.pricePaise });
    await patch('premium', { pricePaise: 49_900 });
  });
});

describe('with Razorpay', () => {
  const razorpay = () =>
    createPlanAdminService({
      db: t.db,
      sessionCache: { forgetUser() {} },
      provider: 'razorpay',
      envPlanIds: { pro: 'plan_FromEnvPro', premium: undefined },
    });

  it('refuses a new price without a new Razorpay plan id, whose price Razorpay cannot change', async () => {
    await expect(razorpay().update(operator, 'pro', { pricePaise: 29_900 })).rejects.toMatchObject({
      statusCode: 409,
      message:
        'Razorpay cannot change the price of a plan. Create a monthly plan at ₹299 in the Razorpay dashboard and save its plan id together with the new price.',
    });
    await expect(
      razorpay().update(operator, 'pro', { pricePaise: 29_900, razorpayPlanId: 'plan_FromEnvPro' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const [unchanged] = await t.db.select().from(plans).where(eq(plans.code, 'pro'));
    expect(unchanged?.pricePaise).toBe(19_900);

    const saved = await razorpay().update(operator, 'pro', {
      pricePaise: 29_900,
      razorpayPlanId: 'plan_New299',
    });
    expect(saved.plan).toMatchObject({ pricePaise: 29_900, razorpayPlanId: 'plan_New299' });
    expect(saved.notes).toEqual([
      'New subscriptions cost ₹299; current members keep the price they signed up at.',
      'New checkouts go through Razorpay plan plan_New299: make sure it charges ₹299 a month.',
    ]);
    // A plan that has never had a Razorpay plan can be priced freely: nothing charges it yet.
    const premium = await razorpay().update(operator, 'premium', { pricePaise: 59_900 });
    expect(premium.plan.pricePaise).toBe(59_900);
    await razorpay().update(operator, 'premium', { pricePaise: 49_900 });
    await patch('pro', { pricePaise: 19_900, razorpayPlanId: null });
  });
});
