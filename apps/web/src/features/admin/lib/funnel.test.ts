import { describe, expect, it } from 'vitest';
import { formatShare, funnelSteps } from './funnel';

describe('the membership funnel', () => {
  it('gives each step its share of the step before and of the first', () => {
    const steps = funnelSteps({ premiumModalShown: 200, checkoutOpened: 50, paid: 10 });
    expect(steps.map((s) => [s.label, s.count, s.fromPrevious, s.fromStart])).toEqual([
      ['Premium window shown', 200, null, null],
      ['Checkout opened', 50, 0.25, 0.25],
      ['Paid', 10, 0.2, 0.05],
    ]);
  });

  it('has no share where there is nothing to convert from', () => {
    const steps = funnelSteps({ premiumModalShown: 0, checkoutOpened: 0, paid: 0 });
    expect(steps.map((s) => formatShare(s.fromPrevious))).toEqual(['—', '—', '—']);
  });

  it('shows a later step above an earlier one as it is (they are counted apart)', () => {
    const steps = funnelSteps({ premiumModalShown: 2, checkoutOpened: 3, paid: 3 });
    expect(formatShare(steps[1]?.fromPrevious ?? null)).toBe('150%');
  });

  it('formats shares as percentages with one decimal at most', () => {
    expect(formatShare(0.1234)).toBe('12.3%');
    expect(formatShare(1)).toBe('100%');
  });
});
