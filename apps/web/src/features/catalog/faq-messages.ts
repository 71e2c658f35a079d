import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/faq.json';

/**
 * The home page's questions and answers: a namespace of their own, loaded with the FAQ when a
 * visitor scrolls near it, so a first screen pays for neither language's answers.
 */
export const t = catalog(en, 'faq');
