import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/cancellation.json';
import { policyText } from './components/policy-text';

/** The cancellation and refund policy's words: a namespace of their own, fetched by that page. */
export const t = catalog(en, 'cancellation');
export const p = policyText(t);
