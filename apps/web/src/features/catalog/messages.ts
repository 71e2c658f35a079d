import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/catalog.json';

/** The words of the home page, the catalog's pages and the item's details. */
export const t = catalog(en, 'catalog');
