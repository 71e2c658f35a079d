import { LANGUAGE_STORAGE_KEY } from '@stamp/shared/web/theme-init';

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The names in the switch: each language in its own script, as Indian apps show them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Number and date formats: Indian grouping (1,00,000) in both languages. */
export function intlLocale(locale: Locale): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The language index.html's inline script chose before the first paint (saved, or the browser's). */
export function initialLocale(): Locale {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** The language chosen on this device, if someone chose one here. */
export function savedOnDevice(): Locale | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveOnDevice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the language still applies for this visit.
  }
  tellServer(locale);
}

/**
 * The language in a cookie too, for the server, which renders pages in it
 * (apps/server/src/http/page-locale.ts) and cannot read the device's storage. Written at start as
 * well, so a choice saved before the cookie existed reaches the server on the next visit.
 */
export function tellServer(locale: Locale): void {
  const cookie = `language=${locale}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}
