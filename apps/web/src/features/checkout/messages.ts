import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/checkout.json';

/** The words of choosing a plan and paying for it. */
export const t = catalog(en, 'checkout');
