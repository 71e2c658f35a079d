import { describe, expect, it } from 'vitest';
import { formatPhone, membershipSummary } from './people-format';

describe('people in the console', () => {
  it('groups an Indian mobile number and keeps others as stored', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    expect(formatPhone(null)).toBe('—');
  });

  it('sums up a membership in a few words', () => {
    expect(membershipSummary({ plan: null, status: null, isActive: false })).toBe('No plan');
    expect(membershipSummary({ plan: 'pro', status: 'active', isActive: true })).toBe(
      'Pro · active',
    );
    expect(membershipSummary({ plan: 'premium', status: 'cancelled', isActive: false })).toBe(
      'Premium · cancelled',
    );
    expect(membershipSummary({ plan: 'pro', status: 'active', isActive: false })).toBe(
      'Pro · expired',
    );
    // A cancelled subscription runs to the end of its paid period.
    expect(membershipSummary({ plan: 'pro', status: 'cancelled', isActive: true })).toBe(
      'Pro · active',
    );
  });
});
