import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './business-day-sql';

describe('calendar days', () => {
  it('steps over month and year ends and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -89)).toBe('2025-12-11');
  });

  it('lists every day of a window, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(daysBetween('2026-01-01', '2026-03-31')).toHaveLength(90);
  });
});
