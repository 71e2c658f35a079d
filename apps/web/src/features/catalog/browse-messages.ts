import { catalog } from '../../lib/i18n/i18n';
import enBrowse from '../../locales/en/browse.json';
import en from '../../locales/en/catalog.json';

/**
 * The words of the category, sub-category and item pages, with the home page's (cards, formats).
 * A namespace of their own, so the home page does not load them.
 */
export const t = catalog({ ...en, ...enBrowse }, ['catalog', 'browse']);
