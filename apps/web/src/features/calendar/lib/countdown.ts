import { t } from '../messages';
/**
 * The countdown beside a festival: "Today", "Tomorrow", "In 5 days". `daysAway` is the API's
 * (days from today to the festival's first day, in the business time zone); `lastDayAway` is
 * the same for its last day, so a festival of several days that has begun reads "On now".
 */
export function countdownLabel(daysAway: number, lastDayAway: number = daysAway): string {
  if (daysAway === 0) return t('countdown.today');
  if (daysAway === 1) return t('countdown.tomorrow');
  if (daysAway > 1) return t('countdown.in', { days: daysAway });
  if (lastDayAway >= 0) return t('countdown.onNow');
  if (daysAway === -1) return t('countdown.yesterday');
  return t('countdown.ago', { days: -daysAway });
}

/** Soon enough to stand out (the accent colour): today, tomorrow, or under way. */
export function isImminent(daysAway: number, lastDayAway: number = daysAway): boolean {
  return lastDayAway >= 0 && daysAway <= 1;
}
