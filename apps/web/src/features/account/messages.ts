import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/account.json';

/** The words of logging in, signing up and the password pages. */
export const t = catalog(en, 'account');
