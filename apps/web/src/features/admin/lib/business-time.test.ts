import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  formatBusinessTime,
  parseBusinessLocal,
  toBusinessLocal,
  zoneOffsetMinutes,
} from './business-time';

describe('business time (Asia/Kolkata)', () => {
  it('reads a datetime-local value as India time, whatever the device zone', () => {
    expect(zoneOffsetMinutes(new Date('2026-06-01T00:00:00Z'))).toBe(330);
    expect(parseBusinessLocal('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(parseBusinessLocal('2026-12-01')).toBeNull();
    expect(toBusinessLocal(new Date('2026-12-01T03:30:00.000Z'))).toBe('2026-12-01T09:00');
  });

  it('shows a time with its zone', () => {
    expect(formatBusinessTime('2026-12-01T03:30:00.000Z')).toMatch(/1 Dec 2026.*9:00.*IST/);
  });

  it('accepts only a complete time still ahead, with a clear reason otherwise', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(checkSchedule('', now)).toEqual({
      ok: false,
      error: 'Choose a date and time to publish at',
    });
    expect(checkSchedule('2026-11-25T15:00', now)).toEqual({
      ok: false,
      error: 'The publishing time must be in the future',
    });
    expect(checkSchedule('2026-11-25T15:31', now)).toEqual({
      ok: true,
      publishAt: '2026-11-25T10:01:00.000Z',
    });
  });
});
