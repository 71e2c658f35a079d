import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from './i18n/locale';

/**
 * What a server-rendered page hands to the browser, as JSON in
 * `<script type="application/json" id="stamp-page-data">`: the language it was rendered in, the
 * router's state and the queries its first screen read. The browser hydrates from them rather
 * than asking again.
 */
export interface ServerPageData {
  locale: Locale;
  router: HydrationState;
  queries: DehydratedState;
}

export const PAGE_DATA_ELEMENT_ID = 'stamp-page-data';

/** The server's data, if this page was rendered there; null for the app's plain shell. */
export function readServerPageData(): ServerPageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPageData;
  } catch {
    return null;
  }
}
