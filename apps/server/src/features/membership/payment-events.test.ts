import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { parseRazorpayWebhook } from './payment-events';
import { createSandboxProvider } from './sandbox-provider';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));
const charged = {
  event: 'subscription.charged',
  created_at: 1_795_500_000,
  payload: {
    subscription: { entity: { id: 'sub_1', status: 'active', current_end: 1_798_000_000 } },
    payment: { entity: { id: 'pay_1', amount: 29_900, status: 'captured' } },
  },
};

describe("Razorpay's webhook as a payment event", () => {
  it('reads a charge: the payment, the paid-up date, when it happened', () => {
    const event = parseRazorpayWebhook(body(charged), 'evt_1');
    expect(event).toMatchObject({
      kind: 'charged',
      name: 'subscription.charged',
      subscriptionId: 'sub_1',
      payment: { id: 'pay_1', amountPaise: 29_900 },
      periodEnd: new Date(1_798_000_000 * 1000),
      at: new Date(1_795_500_000 * 1000),
    });
  });

  it('is known by its delivery id and by its own signed content', () => {
    const event = parseRazorpayWebhook(body(charged), 'evt_1');
    expect(event.dedupeKeys).toEqual(['evt_1', 'content:subscription.charged:pay_1:1795500000']);
    // Without the header, the body's hash stands in for it.
    const bare = parseRazorpayWebhook(body(charged), undefined);
    expect(bare.dedupeKeys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(bare.dedupeKeys[1]).toBe(event.dedupeKeys[1]);
  });

  it.each([
    ['subscription.cancelled', { kind: 'ended', status: 'cancelled' }],
    ['subscription.halted', { kind: 'ended', status: 'halted' }],
    ['subscription.completed', { kind: 'ended', status: 'completed' }],
    ['subscription.pending', { kind: 'pending' }],
    ['payment.failed', { kind: 'payment-failed' }],
    ['invoice.paid', { kind: 'other' }],
  ])('reads %s', (name, expected) => {
    expect(parseRazorpayWebhook(body({ ...charged, event: name }), 'e')).toMatchObject(expected);
  });

  it('finds the subscription of a payment-only event', () => {
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_2', amount: 100, subscription_id: 'sub_9' } } },
    };
    expect(parseRazorpayWebhook(body(failed), 'e')).toMatchObject({
      subscriptionId: 'sub_9',
      payment: { id: 'pay_2', amountPaise: 100 },
    });
  });

  it('refuses a body that is not JSON or not an event with a 400', () => {
    for (const raw of [Buffer.from('{not json'), body({ payload: {} }), body([1, 2])]) {
      expect(() => parseRazorpayWebhook(raw, 'e')).toThrow(AppError);
    }
  });

  it('checks the signature before reading anything', () => {
    const provider = createSandboxProvider('app secret of this test');
    const raw = body(charged);
    expect(() => provider.parseWebhook(raw, 'forged', 'e')).toThrow('Invalid webhook signature');
    expect(() => provider.parseWebhook(raw, undefined, 'e')).toThrow('Invalid webhook signature');
    expect(provider.parseWebhook(raw, provider.signWebhook(raw.toString()), 'e').kind).toBe(
      'charged',
    );
  });
});
