import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, plans } from '../../db/schema';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const setOffer = (values: Partial<typeof plans.$inferInsert>) =>
  t.db.update(plans).set(values).where(eq(plans.code, 'pro'));

async function buyPro() {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
  const paid = await client.post('/api/v1/sandbox/payments', {
    subscriptionId: created.body.data.subscriptionId,
    method: 'upi',
    outcome: 'success',
  });
  expect(paid.status).toBe(200);
  const verified = await client.post('/api/v1/user/subscription/verify', paid.body.data);
  expect(verified.status).toBe(200);
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.userId, signup.body.data._id));
  return { created, payment };
}

describe('plan offers', () => {
  it('shows a running offer and charges exactly its price for the first month', async () => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    await setOffer({ offerPricePaise: 11_900, offerEndsAt: endsAt, offerBanner: 'Diwali offer' });
    const listed = (await t.client().get('/api/v1/user/plans')).body.data;
    expect(listed[0]).toMatchObject({
      code: 'pro',
      pricePaise: 19_900,
      offer: { pricePaise: 11_900, endsAt: endsAt.toISOString(), banner: 'Diwali offer' },
    });
    expect(listed[1].offer).toBeNull();
    const { created, payment } = await buyPro();
    expect(created.body.data.plan.offer).toMatchObject({ pricePaise: 11_900 });
    expect(payment).toMatchObject({ status: 'captured', amountPaise: 11_900 });
  });

  it('keeps the price fixed at checkout even if the offer ends before the payment', async () => {
    await setOffer({ offerPricePaise: 9_900, offerEndsAt: new Date(Date.now() + 86_400_000) });
    const client = t.client();
    const signup = await client.post('/api/v1/user/signup', newSignup());
    const created = await client.post('/api/v1/user/subscription/create', { plan: 'pro' });
    await setOffer({ offerEndsAt: new Date(Date.now() - 1_000) });
    const paid = await client.post('/api/v1/sandbox/payments', {
      subscriptionId: created.body.data.subscriptionId,
      method: 'card',
      outcome: 'success',
    });
    await client.post('/api/v1/user/subscription/verify', paid.body.data);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.userId, signup.body.data._id));
    expect(payment?.amountPaise).toBe(9_900);
  });

  it('shows no offer once it has ended, and charges the full price', async () => {
    await setOffer({ offerPricePaise: 11_900, offerEndsAt: new Date(Date.now() - 60_000) });
    expect((await t.client().get('/api/v1/user/plans')).body.data[0].offer).toBeNull();
    const { payment } = await buyPro();
    expect(payment?.amountPaise).toBe(19_900);
  });

  it('refuses an offer that is not below the price', async () => {
    await expect(setOffer({ offerPricePaise: 19_900 })).rejects.toThrow();
    await expect(setOffer({ offerPricePaise: 0 })).rejects.toThrow();
  });
});
