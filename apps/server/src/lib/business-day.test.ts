import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day';

describe('businessDay', () => {
  it('changes at midnight in the business time zone, not at UTC midnight', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day's midnight there.
    expect(businessDay('Asia/Kolkata', new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(businessDay('Asia/Kolkata', new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(businessDay('UTC', new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-21');
  });

  it('turns over on the exact millisecond of midnight, asked again and again around it', () => {
    const before = new Date('2026-11-21T18:29:59.999Z');
    const midnight = new Date('2026-11-21T18:30:00.000Z');
    for (let i = 0; i < 3; i++) {
      expect(businessDay('Asia/Kolkata', before)).toBe('2026-11-21');
      expect(businessDay('Asia/Kolkata', midnight)).toBe('2026-11-22');
      expect(businessDay('Asia/Kolkata', new Date('2026-11-21T18:29:59.000Z'))).toBe('2026-11-21');
    }
  });

  it('answers each time zone for itself in the same second', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(businessDay('Asia/Kolkata', now)).toBe('2026-11-22');
    expect(businessDay('America/New_York', now)).toBe('2026-11-21');
    expect(businessDay('Asia/Kolkata', now)).toBe('2026-11-22');
  });
});
