import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/admin.json';

/**
 * The operator console's words: a namespace of its own, so the public pages never load them
 * (the console is a lazy chunk of its own; its Hindi is fetched only when an operator opens it).
 */
export const t = catalog(en, 'admin');

export type ConsoleKey = keyof typeof en & string;

/**
 * Words keyed by the server's values, read in the interface's language each time they are used
 * (`labels({ post: 'console.media.creative.post' }).post`): the record is built once, the language may
 * change after.
 */
export function labels<K extends string>(keys: Record<K, ConsoleKey>): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const [value, key] of Object.entries(keys) as [K, ConsoleKey][]) {
    Object.defineProperty(record, value, { enumerable: true, get: () => t(key) });
  }
  return record;
}
