import type { Locale } from './page-render';

/** The cookie the web app writes beside its saved language (apps/web/src/lib/i18n/locale.ts). */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_IN_COOKIE = /(?:^|;\s*)language=(en|hi)(?:;|$)/;

/**
 * The language a page opens in, as the page's own script decides it before its first paint
 * (packages/shared/src/web/theme-init.ts): the device's saved choice, which the app mirrors into
 * a cookie, else Hindi when one of the browser's languages is Hindi, else English.
 */
export function pageLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const saved = headers.cookie ? LANGUAGE_IN_COOKIE.exec(headers.cookie)?.[1] : undefined;
  if (saved === 'en' || saved === 'hi') return saved;
  return opensInHindi(headers['accept-language']) ? 'hi' : 'en';
}

/**
 * Whether a first visit with this Accept-Language opens in Hindi: as the page's own script
 * decides (packages/shared/src/web/theme-init.ts), when any of the browser's languages is Hindi.
 */
export function opensInHindi(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage?.toLowerCase().includes('hi')) return false;
  return acceptLanguage.split(',', 20).some((part) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (tag.split('-')[0] !== 'hi') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
