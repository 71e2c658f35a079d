import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';

/**
 * Money in the console: the server counts paise; operators read and type rupees, grouped the
 * Indian way (₹1,00,000).
 */

/** 49900 → "₹499", 12_345_650 → "₹1,23,456.5" (the currency sign and Indian grouping). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat(intlLocale(activeLocale()), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** Paise as rupees for a form field: 49900 → "499", 49950 → "499.50". */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/**
 * What an operator typed as a price, in paise: "499", "₹1,499.50", " 1,00,000 " → whole paise.
 * Null for anything that is not an amount with at most two decimals (the form says so).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
