import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/shipping.json';
import { policyText } from './components/policy-text';

/** The shipping and delivery policy's words: a namespace of their own, fetched by that page. */
export const t = catalog(en, 'shipping');
export const p = policyText(t);
