import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/terms.json';
import { policyText } from './components/policy-text';

/** The Terms and Conditions' words: a namespace of their own, fetched only by that page. */
export const t = catalog(en, 'terms');
export const p = policyText(t);
