import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { activeLocale } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';

const subscribe = (listener: () => void) => i18n.on('change', listener);

/** The interface's language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  // The server renders in the page's language, and hydration starts in the same one.
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
