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

/**
 * The page's queries as of `now`: hydrated, they count as fetched when the page arrived, not when
 * it was rendered. The server keeps a rendered page no longer than its catalog answers (a minute,
 * and a catalog write clears both), so a page served from that cache holds what the API would
 * answer now. Counted from the render, a page kept for most of a minute hydrated with its data
 * already stale, and the browser fetched at once what its HTML holds.
 */
export function queriesAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
