import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/search.json';

/** The words of the search box and its dropdown. */
export const t = catalog(en, 'search');
