import en from '../../locales/en/common.json';
import { catalog } from './i18n';

/** The words of the layout and of every page (loading, errors, titles). */
export const t = catalog(en, 'common');

/** Whether a key built at run time (a breadcrumb's `crumb.<segment>`) is one of ours. */
export function isCommonKey(key: string): key is keyof typeof en {
  return Object.hasOwn(en, key);
}
