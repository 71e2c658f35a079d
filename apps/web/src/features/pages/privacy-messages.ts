import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/privacy.json';
import { policyText } from './components/policy-text';

/** The Privacy Policy's words: a namespace of their own, fetched only by that page. */
export const t = catalog(en, 'privacy');
export const p = policyText(t);
