import { describe, expect, it } from 'vitest';
import { nextDue } from './next-due';

describe('nextDue', () => {
  it('reads the pattern in the business time zone', () => {
    const after = new Date('2026-11-24T05:00:00Z'); // 10:30 in India
    expect(nextDue('30 9 * * *', 'Asia/Kolkata', after)).toEqual(new Date('2026-11-25T04:00:00Z'));
    expect(nextDue('0 12 * * *', 'Asia/Kolkata', after)).toEqual(new Date('2026-11-24T06:30:00Z'));
  });

  it('is strictly after the given time', () => {
    const due = new Date('2026-11-24T10:05:00Z');
    expect(nextDue('*/5 * * * *', 'UTC', due)).toEqual(new Date('2026-11-24T10:10:00Z'));
  });

  it('refuses a pattern it cannot read', () => {
    expect(() => nextDue('every morning', 'UTC', new Date())).toThrow();
  });
});
