import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';
/**
 * Calendar days as the API writes them (`YYYY-MM-DD`, days in the business time zone) and months
 * (`YYYY-MM`). The arithmetic runs on UTC midnights, so no device time zone or daylight-saving
 * change can move a day.
 */

/** The server's BUSINESS_TIME_ZONE default: "today" for a calendar of India's festivals. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real day (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  return DAY.test(value) && fromUtc(utc(value)) === value;
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** Today in the business time zone, whatever the device's own zone. */
export function todayIn(timeZone = BUSINESS_TIME_ZONE, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const addDays = (day: string, days: number): string => fromUtc(utc(day) + days * DAY_MS);

/** Whole days from `from` to `to`. */
export const daysFrom = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS);

export const monthOf = (day: string): string => day.slice(0, 7);
export const firstDayOf = (month: string): string => `${month}-01`;

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** 0 for Monday … 6 for Sunday: Indian calendars, like ISO 8601, start the week on Monday. */
export function weekdayFromMonday(day: string): number {
  return (new Date(utc(day)).getUTCDay() + 6) % 7;
}

// A formatter costs far more to build than to use (a month grid formats forty-odd days, the
// home page's Upcoming row a date per festival): one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(day: string, options: Intl.DateTimeFormatOptions): string {
  const locale = intlLocale(activeLocale());
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(utc(day));
}

/** "8 November" (a day cell's name). */
export const formatDayMonth = (day: string) => format(day, { day: 'numeric', month: 'long' });
/** "Sun, 8 Nov" (a festival's date beside its name). */
export const formatShortDay = (day: string) =>
  format(day, { weekday: 'short', day: 'numeric', month: 'short' });
/** "Sunday, 8 November 2026" (a day panel's title). */
export const formatLongDay = (day: string) =>
  format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "November 2026". */
export const formatMonth = (month: string) =>
  format(firstDayOf(month), { month: 'long', year: 'numeric' });

/** "Sun, 8 Nov" or, for a festival of several days, "Sat, 11 Oct – Sun, 19 Oct". */
export function formatSpan(date: string, endDate: string | null): string {
  if (!endDate || endDate === date) return formatShortDay(date);
  return `${formatShortDay(date)} – ${formatShortDay(endDate)}`;
}

/** Mon…Sun, short and long, for the grid's column headers, in the interface's language. */
export function weekdays(): (readonly [string, string])[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = `2024-01-0${i + 1}`;
    return [format(day, { weekday: 'short' }), format(day, { weekday: 'long' })] as const;
  });
}
