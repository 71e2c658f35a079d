import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';

/**
 * The dashboard's words and numbers. Days come from the server as `YYYY-MM-DD` in the business
 * time zone: they are read as calendar dates (formatted in UTC), never moved into the reader's
 * own zone, so "25 Nov" is the business's 25 November wherever the operator is.
 */

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** `?days=` from the address: 7, 30 or 90, else the server's default 30. */
export function readRange(search: URLSearchParams): DashboardRange {
  const days = Number(search.get('days'));
  return (DASHBOARD_RANGES as readonly number[]).includes(days) ? (days as DashboardRange) : 30;
}

function utcDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

const locale = () => intlLocale(activeLocale());
const short = {
  format: (date: Date) =>
    date.toLocaleDateString(locale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};
const long = {
  format: (date: Date) =>
    date.toLocaleDateString(locale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
};

/** "2026-11-25" → "25 Nov". */
export function dayLabel(day: string): string {
  return short.format(utcDate(day));
}

/** "27 Oct – 25 Nov 2026" (the year once when both days share it). */
export function rangeLabel(from: string, to: string): string {
  if (from.slice(0, 4) === to.slice(0, 4)) return `${dayLabel(from)} – ${long.format(utcDate(to))}`;
  return `${long.format(utcDate(from))} – ${long.format(utcDate(to))}`;
}

/** 123456 → "1,23,456". */
export function formatCount(n: number): string {
  return new Intl.NumberFormat(locale()).format(n);
}

/** An axis tick: 15_000_000 paise → "₹1.5L" (lakh), 49_900 → "₹499". */
export function formatRupeesShort(paise: number): string {
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(paise / 100);
}

/** Each value's share of the largest (0 to 1), for bar widths; all 0 when the largest is 0. */
export function shares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? value / max : 0));
}

/** The business's time zone as the dashboard names it: "Asia/Kolkata"; in Hindi, its name. */
export function zoneName(timeZone: string): string {
  if (activeLocale() !== 'hi') return timeZone;
  const parts = new Intl.DateTimeFormat('hi-IN', { timeZone, timeZoneName: 'long' }).formatToParts(
    new Date(),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
