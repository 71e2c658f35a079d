import type { AdminPlan } from '@stamp/shared/schemas/admin-people';
import { describe, expect, it } from 'vitest';
import { draftErrorsOf, draftOf, planChanges } from './plan-form';

const pro: AdminPlan = {
  code: 'pro',
  name: 'Pro',
  pricePaise: 49_900,
  period: 'monthly',
  dailyDownloads: 10,
  razorpayPlanId: null,
  active: true,
  offerPricePaise: null,
  offerEndsAt: null,
  activeMembers: 3,
};

describe('a plan’s form', () => {
  it('starts from the plan, the price in rupees', () => {
    expect(draftOf(pro)).toEqual({
      price: '499',
      dailyDownloads: '10',
      razorpayPlanId: '',
      active: true,
    });
  });

  it('sends only what changed, the price in paise', () => {
    expect(planChanges(pro, draftOf(pro))).toEqual({ body: {}, errors: {} });
    const draft = { ...draftOf(pro), price: '₹1,499.50', dailyDownloads: '25' };
    expect(planChanges(pro, draft)).toEqual({
      body: { pricePaise: 149_950, dailyDownloads: 25 },
      errors: {},
    });
    expect(
      planChanges(pro, { ...draftOf(pro), razorpayPlanId: ' plan_Abc123 ', active: false }).body,
    ).toEqual({ razorpayPlanId: 'plan_Abc123', active: false });
  });

  it('clears a Razorpay plan id to null (the environment’s plan then applies)', () => {
    const withId = { ...pro, razorpayPlanId: 'plan_Old1' };
    expect(planChanges(withId, { ...draftOf(withId), razorpayPlanId: '' }).body).toEqual({
      razorpayPlanId: null,
    });
  });

  it('says what is wrong beside each field', () => {
    const { body, errors } = planChanges(pro, {
      price: '0.50',
      dailyDownloads: '1001',
      razorpayPlanId: 'razorpay-plan',
      active: true,
    });
    expect(body).toEqual({});
    expect(errors).toEqual({
      price: 'The price must be at least ₹1',
      dailyDownloads: 'The daily allowance must be a whole number from 1 to 1000',
      razorpayPlanId: 'A Razorpay plan id looks like plan_XXXXXXXXXXXXXX',
    });
    expect(planChanges(pro, { ...draftOf(pro), price: 'free' }).errors.price).toMatch(/rupees/);
    expect(planChanges(pro, { ...draftOf(pro), price: '200000' }).errors.price).toMatch(/at most/);
    expect(
      planChanges(pro, { ...draftOf(pro), dailyDownloads: '2.5' }).errors.dailyDownloads,
    ).toBeDefined();
  });

  it('puts the server’s field refusals beside the form’s fields', () => {
    expect(draftErrorsOf({ pricePaise: 'Must be above the offer price' })).toEqual({
      price: 'Must be above the offer price',
    });
    expect(draftErrorsOf({ razorpayPlanId: 'A new Razorpay plan id is needed' })).toEqual({
      razorpayPlanId: 'A new Razorpay plan id is needed',
    });
  });
});
