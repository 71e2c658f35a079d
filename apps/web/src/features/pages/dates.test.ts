import { describe, expect, it } from 'vitest';
import { formatLongDate, localDay } from './dates';

describe('policy dates', () => {
  it('reads a calendar day in the local time zone, not as UTC midnight', () => {
    const day = localDay('2026-11-21');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 10, 21, 0,
    ]);
  });

  it('writes the day the Indian way', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
  });

  it('writes it in Hindi for the Hindi pages', () => {
    expect(formatLongDate('2026-11-21', 'hi-IN')).toBe('21 नवंबर 2026');
  });
});
