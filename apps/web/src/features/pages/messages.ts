import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/pages.json';

/** The words of the contact page and the policy pages' frame (their bodies are not yet translated). */
export const t = catalog(en, 'pages');
