import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/editor.json';

/** The words of the design editor, its downloads and the custom editor. */
export const t = catalog(en, 'editor');
