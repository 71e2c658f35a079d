import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/about.json';

/** The About page's words: a namespace of its own, fetched only by that page. */
export const t = catalog(en, 'about');
export type AboutKey = keyof typeof en;
