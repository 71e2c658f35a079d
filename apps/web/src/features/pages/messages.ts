import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/pages.json';

/** The words of the contact page and of every policy page's frame (dates, contents, help boxes). */
export const t = catalog(en, 'pages');
