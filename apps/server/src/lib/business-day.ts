import { zonedFormat } from './zoned-format';

const lastAnswer = new Map<string, { second: number; day: string }>();

/**
 * The calendar date (YYYY-MM-DD) at `now` in `timeZone`: the day of the daily download
 * allowance. It runs on every signed-in request, where formatting a date in a time zone was 3%
 * of `get-user`'s CPU, so the answer is kept for the rest of its second: every UTC offset the
 * time zone database has ever had is a whole number of seconds, so a day never changes within
 * one.
 */
export function businessDay(timeZone: string, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastAnswer.get(timeZone);
  if (last?.second === second) return last.day;
  const day = zonedFormat(timeZone, 'day').format(now);
  lastAnswer.set(timeZone, { second, day });
  return day;
}
