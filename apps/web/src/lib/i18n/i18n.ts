import { i18n, type Messages } from '@lingui/core';
import type { Namespace } from '../../locales/hi';
import { initialLocale, intlLocale, type Locale } from './locale';

/**
 * One Lingui instance for the app (docs/decisions/0024-interface-languages.md). English messages
 * arrive with the code that shows them: each feature's catalog module registers its English
 * messages as it loads, so a page pays only for its own words. Hindi comes per namespace: the
 * namespaces whose English has loaded are fetched in Hindi before a page renders (`withMessages`
 * around every lazy page), so a page pays only for its own Hindi words too. No module awaits at
 * its top level (that split the entry chunk in two). Catalogs are compiled at build time
 * (apps/web/build/lingui-catalogs.ts), so no message compiler ships.
 */
i18n.load('en', {});
// The second argument formats the numbers inside messages: Indian grouping (1,00,000).
i18n.activate('en', [intlLocale('en')]);

export type MessageValues = Record<string, string | number | undefined>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** The namespaces whose English is loaded: the words on screen, whose Hindi a page needs. */
const inUse = new Set<Namespace>();

/**
 * Registers a namespace's English messages and returns its translate function, typed on its keys:
 * `const t = catalog(en, 'pages')` in a feature's `messages.ts`, then `t('contact.title')`. A
 * catalog that merges several JSON files names each of them.
 */
export function catalog<const M extends Record<string, string>>(
  english: M,
  namespaces: Namespace | readonly Namespace[],
): Translate<keyof M & string> {
  i18n.load('en', english as unknown as Messages);
  for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
    inUse.add(namespace);
  }
  return (key, values) => i18n._(key, values);
}

declare const __HINDI_CATALOGS__: string | undefined;

/**
 * One file per Hindi namespace, fetched only when Hindi is chosen: `<dir>/<namespace>.js`, which
 * apps/web/build/hindi-catalogs.ts writes and names here (a folder in the build, a path of the dev
 * server), so no list of files has to ship with the English pages.
 */
function fetchHindi(namespace: Namespace): Promise<Messages> {
  const dir = typeof __HINDI_CATALOGS__ === 'string' ? __HINDI_CATALOGS__ : '/@stamp-hindi/';
  return import(/* @vite-ignore */ `${dir}${namespace}.js`).then(
    (module: { default: Messages }) => module.default,
  );
}

const hindiLoaded = new Map<Namespace, Promise<void>>();

/** Fetches the Hindi of every namespace in use that has not arrived yet (each once). */
function loadHindi(): Promise<unknown> {
  const pending = [...inUse].map((namespace) => {
    let loaded = hindiLoaded.get(namespace);
    if (!loaded) {
      loaded = fetchHindi(namespace).then((messages) => i18n.load('hi', messages));
      // A failed fetch (a flaky network) is tried again by the next page.
      loaded.catch(() => hindiLoaded.delete(namespace));
      hindiLoaded.set(namespace, loaded);
    }
    return loaded;
  });
  return Promise.all(pending);
}

/**
 * The language being set up: the router starts loading the first page while Hindi's first
 * messages are still on their way, and that page must come with its Hindi too.
 */
let wanted: Locale = initialLocale();

/** Loads a language's messages (Hindi's for the namespaces in use) and makes it current. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  if (locale === 'hi') await loadHindi();
  i18n.activate(locale, [intlLocale(locale)]);
  // Only a change: the page arrives with its language set, and writing the same value still
  // restyles the whole page (and, under a profiler, costs a re-parse of the scripts calling it).
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) {
    document.documentElement.lang = locale;
  }
}

/**
 * Every namespace's Hindi at once, for the server, which renders pages in either language:
 * pages then find their Hindi loaded, as a browser's would be after `withMessages`.
 */
export function provideHindi(catalogs: Record<Namespace, Messages>): void {
  for (const [namespace, messages] of Object.entries(catalogs) as [Namespace, Messages][]) {
    i18n.load('hi', messages);
    hindiLoaded.set(namespace, Promise.resolve());
  }
}

/**
 * A lazy page's module, once the Hindi of the words it brought has arrived too (in English it
 * costs nothing): `lazy: () => withMessages(import('./Page'))`. A page therefore never renders
 * half in English.
 */
export async function withMessages<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  if (wanted === 'hi') await loadHindi();
  return loaded;
}

export function activeLocale(): Locale {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** Before the first render: the language the inline script set on <html>. */
export function startLocale(): Promise<void> {
  return activateLocale(initialLocale());
}

let serverMessageInHindi: ((message: string) => string) | undefined;
let serverMessages: Promise<void> | undefined;

/**
 * Fetches the Hindi of the shared schemas' messages, when a form is first used in Hindi (a
 * field focused, or an error to show): every page has the footer's form, and few visitors fill
 * it in, so the table is not part of a first load. Lingui's `change` event tells the fields.
 */
export function loadSchemaMessages(): void {
  if (activeLocale() !== 'hi' || serverMessages) return;
  serverMessages = import('@stamp/shared/i18n/messages-hi')
    .then(({ messageInHindi }) => {
      serverMessageInHindi = messageInHindi;
      i18n.emit('change');
    })
    .catch(() => {
      serverMessages = undefined;
    });
}

export const schemaMessagesReady = () => serverMessageInHindi !== undefined;

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
