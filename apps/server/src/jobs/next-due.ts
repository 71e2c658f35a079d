import { CronExpressionParser } from 'cron-parser';

/**
 * The first time after `after` that a five-field cron pattern names, read in `timeZone`
 * ("30 9 * * *" in Asia/Kolkata is 09:30 IST, 04:00 UTC). Throws on a pattern it cannot read.
 */
export function nextDue(pattern: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(pattern, { tz: timeZone, currentDate: after }).next().toDate();
}
