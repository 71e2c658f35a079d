import { i18n, type Messages } from '@lingui/core';
import { initialLocale, intlLocale, type Locale } from './locale';

/**
 * One Lingui instance for the app (docs/decisions/0024-interface-languages.md). English messages
 * arrive with the code that shows them: each feature's catalog module registers its English
 * messages as it loads, so a page pays only for its own words. Hindi comes as one chunk, fetched
 * only when Hindi is chosen. Catalogs are compiled at build time (apps/web/build/lingui-catalogs.ts),
 * so no message compiler ships.
 */
i18n.load('en', {});
// The second argument formats the numbers inside messages: Indian grouping (1,00,000).
i18n.activate('en', [intlLocale('en')]);

export type MessageValues = Record<string, string | number | undefined>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * Registers a namespace's English messages and returns its translate function, typed on its keys:
 * `const t = catalog(en)` in a feature's `messages.ts`, then `t('home.trending')`.
 */
export function catalog<const M extends Record<string, string>>(
  english: M,
): Translate<keyof M & string> {
  i18n.load('en', english as unknown as Messages);
  return (key, values) => i18n._(key, values);
}

let hindi: Promise<void> | undefined;
let serverMessageInHindi: ((message: string) => string) | undefined;

/** Loads a language's messages (Hindi's chunk once) and makes it current. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'hi') {
    hindi ??= import('../../locales/hi').then(({ messages, messageInHindi }) => {
      i18n.load('hi', messages);
      serverMessageInHindi = messageInHindi;
    });
    await hindi;
  }
  i18n.activate(locale, [intlLocale(locale)]);
  document.documentElement.lang = locale;
}

export function activeLocale(): Locale {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** Before the first render: the language the inline script set on <html>. */
export function startLocale(): Promise<void> {
  return activateLocale(initialLocale());
}

/**
 * A message of the shared schemas (a field's "Email is required", checked in the browser before
 * sending) in the interface's language. The server's own answers arrive translated already.
 */
export function schemaMessage(message: string): string;
export function schemaMessage(message: string | undefined): string | undefined;
export function schemaMessage(message: string | undefined): string | undefined {
  if (message === undefined || activeLocale() !== 'hi' || !serverMessageInHindi) return message;
  return serverMessageInHindi(message);
}
