import { activeLocale } from '../../lib/i18n/i18n';
import { intlLocale } from '../../lib/i18n/locale';

/** Calendar days on the policy pages ("Last updated 21 November 2026"). */

/** "2026-11-21" → that day at local midnight (`new Date("2026-11-21")` is UTC, a day early in the Americas). */
export function localDay(day: string | Date): Date {
  if (day instanceof Date) return day;
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** In the interface's language: "21 November 2026", "21 नवंबर 2026". */
export function formatLongDate(day: string | Date, locale = intlLocale(activeLocale())): string {
  return localDay(day).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
