import { describe, expect, it } from 'vitest';
import { localTime, slotsDueAt, slotsOfDay } from './reminder-slots';

const reminders = { daysBefore: 3, beforeTime: '09:00', dayTime: '07:00' };
const due = (at: string, timeZone = 'Asia/Kolkata', config = reminders) =>
  slotsDueAt(new Date(at), timeZone, config).map(
    (slot) => `${slot.day} ${slot.time} ${slot.slot} → ${slot.festivalDate}`,
  );

describe('reminder slots', () => {
  it('reads the business clock, not UTC', () => {
    // 20:00 UTC is 01:30 the next morning in Kolkata.
    expect(localTime(new Date('2026-11-07T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-11-08',
      time: '01:30',
    });
    expect(localTime(new Date('2026-11-07T18:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-11-08',
      time: '00:00',
    });
  });

  it('has the day of the festival and the day REMINDER_DAYS_BEFORE ahead', () => {
    expect(slotsOfDay('2026-12-30', reminders)).toEqual([
      { day: '2026-12-30', slot: 'on-the-day', time: '07:00', festivalDate: '2026-12-30' },
      { day: '2026-12-30', slot: 'before', time: '09:00', festivalDate: '2027-01-02' },
    ]);
  });

  it('is due from its time on, for the rest of that day', () => {
    expect(due('2026-11-08T06:59:59+05:30')).toEqual([]);
    expect(due('2026-11-08T07:00:00+05:30')).toEqual(['2026-11-08 07:00 on-the-day → 2026-11-08']);
    expect(due('2026-11-08T09:00:00+05:30')).toEqual([
      '2026-11-08 07:00 on-the-day → 2026-11-08',
      '2026-11-08 09:00 before → 2026-11-11',
    ]);
    expect(due('2026-11-08T23:59:59+05:30')).toHaveLength(2);
    // The next day starts with nothing due.
    expect(due('2026-11-09T00:00:00+05:30')).toEqual([]);
  });

  it('follows the configured times and days', () => {
    const config = { daysBefore: 1, beforeTime: '18:30', dayTime: '06:15' };
    expect(due('2026-11-08T18:30:00+05:30', 'Asia/Kolkata', config)).toEqual([
      '2026-11-08 06:15 on-the-day → 2026-11-08',
      '2026-11-08 18:30 before → 2026-11-09',
    ]);
  });

  it('counts a time a daylight-saving jump skips as due from the jump', () => {
    // New York skipped 02:00–03:00 on 8 March 2026; a 02:30 slot is due at 03:00.
    const config = { daysBefore: 3, beforeTime: '09:00', dayTime: '02:30' };
    expect(due('2026-03-08T07:00:00Z', 'America/New_York', config)).toEqual([
      '2026-03-08 02:30 on-the-day → 2026-03-08',
    ]);
  });
});
