import { activeLocale } from './i18n/i18n';
import { intlLocale, type Locale } from './i18n/locale';

/**
 * 950 → "950", 5230 → "5.2K", 1_250_000 → "1.3M": the download counts on cards. In Hindi, the
 * words Indian apps use: "5.2 हज़ार", "13 लाख".
 */
export function formatCount(n: number, locale: Locale = activeLocale()): string {
  if (locale === 'hi') {
    return new Intl.NumberFormat('hi-IN', { notation: 'compact', maximumFractionDigits: 1 }).format(
      n,
    );
  }
  if (n < 1000) return String(n);
  const [value, unit] = n < 1_000_000 ? [n / 1000, 'K'] : [n / 1_000_000, 'M'];
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}

/** A whole number with Indian grouping: 100000 → "1,00,000". */
export function formatNumber(n: number, locale: Locale = activeLocale()): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** Rupees from paise, Indian grouping: 49900 → "₹499", 12345678 → "₹1,23,456.78". */
export function formatRupees(paise: number, locale: Locale = activeLocale()): string {
  return `₹${(paise / 100).toLocaleString(intlLocale(locale), { maximumFractionDigits: 2 })}`;
}

export function formatDate(
  iso: string | null | undefined,
  locale: Locale = activeLocale(),
): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * The clock a time is written on: Hindi on the 24-hour clock, because hi-IN writes its 12-hour
 * marks in Latin letters ("5:14 pm"); English as en-IN does (12-hour).
 */
export function clockOf(locale: Locale): Pick<Intl.DateTimeFormatOptions, 'hourCycle'> {
  return locale === 'hi' ? { hourCycle: 'h23' } : {};
}

/** "25 Nov 2026, 10:05 pm" ("25 नव॰ 2026, 22:05") in the reader's time zone; a dash for none. */
export function formatDateTime(
  iso: string | null | undefined,
  locale: Locale = activeLocale(),
): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clockOf(locale),
  }).format(new Date(iso));
}
