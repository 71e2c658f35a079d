import en from '../../locales/en/common.json';
import { catalog } from './i18n';

/** The words of the layout and of every page (loading, errors, titles). */
export const t = catalog(en);
