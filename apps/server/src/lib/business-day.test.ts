import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day';

describe('businessDay', () => {
  it('changes at midnight in the business time zone, not at UTC midnight', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day's midnight there.
    expect(businessDay('Asia/Kolkata', new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(businessDay('Asia/Kolkata', new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(businessDay('UTC', new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-21');
  });
});
