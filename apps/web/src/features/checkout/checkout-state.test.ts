import { describe, expect, it } from 'vitest';
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  payButtonLabel,
} from './checkout-state';

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckoutState) =>
  events.reduce(checkoutReducer, from);

describe('checkoutReducer', () => {
  it('goes from choosing through the window and the verify to done', () => {
    const steps: CheckoutEvent[] = [
      { type: 'pay' },
      { type: 'opened', attempt: 1 },
      { type: 'paid', attempt: 1 },
      { type: 'verified', attempt: 1 },
    ];
    const phases = steps.map((_, i) => run(steps.slice(0, i + 1)).phase);
    expect(phases).toEqual(['opening', 'paying', 'verifying', 'done']);
  });

  it('ignores a second press while an attempt is under way (a double click)', () => {
    const opening = run([{ type: 'pay' }]);
    expect(checkoutReducer(opening, { type: 'pay' })).toBe(opening);
    const paying = run([{ type: 'opened', attempt: 1 }], opening);
    expect(checkoutReducer(paying, { type: 'pay' })).toBe(paying);
  });

  it('goes back to choosing when getting ready fails, and a new press is a new attempt', () => {
    const failed = run([{ type: 'pay' }, { type: 'failed', attempt: 1 }]);
    expect(failed).toEqual({ phase: 'choose', attempt: 1 });
    expect(run([{ type: 'pay' }], failed)).toEqual({ phase: 'opening', attempt: 2 });
  });

  it('goes back to choosing when the buyer closes the window, or the verify fails', () => {
    const paying = run([{ type: 'pay' }, { type: 'opened', attempt: 1 }]);
    expect(run([{ type: 'dismissed', attempt: 1 }], paying).phase).toBe('choose');
    const verifying = run([{ type: 'paid', attempt: 1 }], paying);
    expect(run([{ type: 'failed', attempt: 1 }], verifying).phase).toBe('choose');
  });

  it('ignores an answer to an earlier attempt', () => {
    // The first attempt failed and the buyer pressed again; the first one's window then opens.
    const second = run([{ type: 'pay' }, { type: 'failed', attempt: 1 }, { type: 'pay' }]);
    for (const type of ['opened', 'failed', 'paid', 'verified', 'dismissed'] as const) {
      expect(checkoutReducer(second, { type, attempt: 1 })).toBe(second);
    }
  });

  it('ignores answers out of turn', () => {
    const opening = run([{ type: 'pay' }]);
    // No payment, verify or dismissal before the window is open.
    for (const type of ['paid', 'verified', 'dismissed'] as const) {
      expect(checkoutReducer(opening, { type, attempt: 1 })).toBe(opening);
    }
    // A dismissal after paying (the window closing itself) does not undo the payment.
    const verifying = run(
      [
        { type: 'opened', attempt: 1 },
        { type: 'paid', attempt: 1 },
      ],
      opening,
    );
    expect(checkoutReducer(verifying, { type: 'dismissed', attempt: 1 })).toBe(verifying);
    // Done is final.
    const done = run([{ type: 'verified', attempt: 1 }], verifying);
    for (const event of [{ type: 'pay' }, { type: 'failed', attempt: 1 }] as const) {
      expect(checkoutReducer(done, event)).toBe(done);
    }
  });

  it('labels the pay button for each phase', () => {
    expect(payButtonLabel('choose')).toBe('Continue to payment');
    expect(payButtonLabel('opening')).toBe('Opening payment window...');
    expect(payButtonLabel('paying')).toBe('Waiting for payment...');
    expect(payButtonLabel('verifying')).toBe('Confirming your payment...');
    expect(payButtonLabel('done')).toBe('Confirming your payment...');
  });
});
