import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['+1 415 555 2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  it.each(['12345', '0000000000', '+91 12', 'call me'])('%s is not a phone number', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});
