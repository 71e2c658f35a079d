import { describe, expect, it } from 'vitest';
import {
  type CheckoutEvent,
  type CheckoutPhase,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  isCheckoutBusy,
  payButtonLabel,
} from './checkout-state';

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckoutState) =>
  events.reduce((state, event) => checkoutReducer(state, event).state, from);

const opening = run([{ type: 'pay' }]);
const paying = run([{ type: 'opened', attempt: 1 }], opening);
const verifying = run([{ type: 'paid', attempt: 1 }], paying);

/** Every answer the first attempt could still receive. */
const answers: Exclude<CheckoutEvent, { type: 'pay' | 'abort' }>[] = [
  { type: 'opened', attempt: 1 },
  { type: 'failed', attempt: 1, failure: 'key' },
  { type: 'failed', attempt: 1, failure: 'verify' },
  { type: 'declined', attempt: 1, description: 'Your bank declined the payment' },
  { type: 'paid', attempt: 1 },
  { type: 'verified', attempt: 1 },
  { type: 'dismissed', attempt: 1 },
];

const expectIgnored = (state: CheckoutState, event: CheckoutEvent) => {
  const step = checkoutReducer(state, event);
  expect(step.state, event.type).toBe(state);
  expect(step.effects, event.type).toEqual([]);
};

describe('checkoutReducer', () => {
  it('goes from choosing through the window and the verify to done, then returns', () => {
    const steps: CheckoutEvent[] = [
      { type: 'pay' },
      { type: 'opened', attempt: 1 },
      { type: 'paid', attempt: 1 },
      { type: 'verified', attempt: 1 },
    ];
    const phases = steps.map((_, i) => run(steps.slice(0, i + 1)).phase);
    expect(phases).toEqual(['opening', 'paying', 'verifying', 'done']);
    expect(checkoutReducer(paying, { type: 'paid', attempt: 1 }).effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Payment Successful!' },
    ]);
    expect(checkoutReducer(verifying, { type: 'verified', attempt: 1 }).effects).toEqual([
      { type: 'return' },
    ]);
  });

  it('starts nothing on a second press while an attempt is under way (a double click)', () => {
    for (const state of [opening, paying, verifying]) expectIgnored(state, { type: 'pay' });
  });

  it('says why getting ready failed, keeps the message, and a new press is a new attempt', () => {
    const cases = [
      ['key', 'Failed to initialize payment'],
      ['script', 'Something went wrong!'],
      ['subscription', 'Failed to initialize payment'],
      ['incomplete', 'Failed to initialize payment'],
    ] as const;
    for (const [failure, message] of cases) {
      const step = checkoutReducer(opening, { type: 'failed', attempt: 1, failure });
      expect(step.state).toEqual({ phase: 'failed', attempt: 1, error: message });
      expect(step.effects).toEqual([{ type: 'toast', kind: 'error', message }]);
    }
    const failed = run([{ type: 'failed', attempt: 1, failure: 'key' }], opening);
    // A dismissal or abort arriving later does not erase what the buyer was told.
    expectIgnored(failed, { type: 'dismissed', attempt: 1 });
    expectIgnored(failed, { type: 'abort' });
    expect(run([{ type: 'pay' }], failed)).toEqual({ phase: 'opening', attempt: 2 });
  });

  it('says so when the verify fails after paying, and lets the buyer try again', () => {
    const step = checkoutReducer(verifying, { type: 'failed', attempt: 1, failure: 'verify' });
    expect(step.state).toEqual({ phase: 'failed', attempt: 1, error: 'Something went wrong!' });
    expect(step.effects).toEqual([
      { type: 'toast', kind: 'error', message: 'Something went wrong!' },
    ]);
    expect(run([{ type: 'pay' }], step.state).phase).toBe('opening');
  });

  it('cancels and leaves when the buyer closes the window, and may start again', () => {
    const step = checkoutReducer(paying, { type: 'dismissed', attempt: 1 });
    expect(step.state).toEqual({ phase: 'cancelled', attempt: 1 });
    expect(step.effects).toEqual([
      { type: 'toast', kind: 'error', message: 'Payment Cancelled' },
      { type: 'leave' },
    ]);
    // The window's close button and Escape both report it; the second changes nothing.
    expectIgnored(step.state, { type: 'dismissed', attempt: 1 });
    expect(run([{ type: 'pay' }], step.state)).toEqual({ phase: 'opening', attempt: 2 });
  });

  it("tells each decline with the provider's words while the window stays open", () => {
    const declined = checkoutReducer(paying, {
      type: 'declined',
      attempt: 1,
      description: 'Your bank declined the payment',
    });
    expect(declined.state).toEqual({
      phase: 'paying',
      attempt: 1,
      error: 'Your bank declined the payment',
    });
    expect(declined.effects).toEqual([
      { type: 'toast', kind: 'error', message: 'Your bank declined the payment' },
    ]);
    // A second decline is told again; without a description the generic message is.
    const again = checkoutReducer(declined.state, { type: 'declined', attempt: 1 });
    expect(again.state).not.toBe(declined.state);
    expect(again.effects).toEqual([
      { type: 'toast', kind: 'error', message: 'Something went wrong!' },
    ]);
    // Paying another way then clears the message.
    expect(run([{ type: 'paid', attempt: 1 }], again.state)).toEqual({
      phase: 'verifying',
      attempt: 1,
    });
  });

  it('ends the attempt when the page goes, so nothing that answers it later has an effect', () => {
    for (const state of [opening, paying, verifying]) {
      const step = checkoutReducer(state, { type: 'abort' });
      expect(step.state).toEqual({ phase: 'choose', attempt: 1 });
      expect(step.effects).toEqual([]);
      // The window's timer, a late subscription, a payment or verify: none of them follows.
      for (const event of answers) expectIgnored(step.state, event);
    }
  });

  it('keeps the state when the page goes with nothing under way', () => {
    const done = run([{ type: 'verified', attempt: 1 }], verifying);
    const cancelled = run([{ type: 'dismissed', attempt: 1 }], paying);
    for (const state of [initialCheckoutState, done, cancelled]) {
      expectIgnored(state, { type: 'abort' });
    }
  });

  it('ignores an answer to an earlier attempt', () => {
    // The first attempt failed and the buyer pressed again; the first one's window then opens.
    const second = run([{ type: 'failed', attempt: 1, failure: 'key' }, { type: 'pay' }], opening);
    expect(second.attempt).toBe(2);
    for (const event of answers) expectIgnored(second, event);
  });

  it('ignores answers out of turn', () => {
    // Nothing but the window opening or failing to, before the window is open.
    for (const type of ['declined', 'paid', 'verified', 'dismissed'] as const) {
      expectIgnored(opening, { type, attempt: 1 });
    }
    // Nothing from before the first press.
    for (const event of answers) expectIgnored(initialCheckoutState, { ...event, attempt: 0 });
    // A dismissal after paying (the window closing itself) does not undo the payment.
    expectIgnored(verifying, { type: 'dismissed', attempt: 1 });
    expectIgnored(verifying, { type: 'declined', attempt: 1 });
    // Done is final.
    const done = run([{ type: 'verified', attempt: 1 }], verifying);
    for (const event of [{ type: 'pay' } as const, ...answers]) expectIgnored(done, event);
  });
});

describe('the pay button', () => {
  const labels: Record<CheckoutPhase, [string, boolean]> = {
    choose: ['Continue to payment', false],
    failed: ['Continue to payment', false],
    cancelled: ['Continue to payment', false],
    opening: ['Opening payment window...', true],
    paying: ['Waiting for payment...', true],
    verifying: ['Confirming your payment...', true],
    done: ['Confirming your payment...', true],
  };

  it('says what is happening and is busy while an attempt is under way', () => {
    for (const [phase, [label, busy]] of Object.entries(labels) as [
      CheckoutPhase,
      [string, boolean],
    ][]) {
      expect(payButtonLabel(phase)).toBe(label);
      expect(isCheckoutBusy(phase), phase).toBe(busy);
    }
  });
});
