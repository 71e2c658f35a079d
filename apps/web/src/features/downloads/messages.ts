import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/downloads.json';

/** The words of the download history. */
export const t = catalog(en, 'downloads');
