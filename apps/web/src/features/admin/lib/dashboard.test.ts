import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatCount,
  formatRupeesShort,
  rangeLabel,
  readRange,
  shares,
} from './dashboard';

describe('the dashboard', () => {
  it('reads the window from the address, 30 days unless 7 or 90', () => {
    expect(readRange(new URLSearchParams('days=7'))).toBe(7);
    expect(readRange(new URLSearchParams('days=90'))).toBe(90);
    expect(readRange(new URLSearchParams('days=365'))).toBe(30);
    expect(readRange(new URLSearchParams())).toBe(30);
  });

  it('names the server’s business days as they are, in no other time zone', () => {
    expect(dayLabel('2026-11-25')).toBe('25 Nov');
    expect(dayLabel('2026-01-01')).toBe('1 Jan');
    expect(rangeLabel('2026-10-27', '2026-11-25')).toBe('27 Oct – 25 Nov 2026');
    expect(rangeLabel('2025-12-28', '2026-01-03')).toBe('28 Dec 2025 – 3 Jan 2026');
  });

  it('writes counts and money the Indian way', () => {
    expect(formatCount(123_456)).toBe('1,23,456');
    expect(formatRupeesShort(49_900)).toBe('₹499');
    expect(formatRupeesShort(15_000_000)).toBe('₹1.5L');
  });

  it('gives bars their share of the largest', () => {
    expect(shares([5, 10, 0])).toEqual([0.5, 1, 0]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([])).toEqual([]);
  });
});
