import { isId } from '@stamp/shared/schemas/ids';
import type { QueryClient } from '@tanstack/react-query';
import { upcomingFestivalsQuery } from '../features/calendar/api/get-upcoming-festivals';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { homeFeedQuery } from '../features/catalog/api/get-home-feed';
import { mediaQuery } from '../features/catalog/api/get-media';
import { topBannerQuery } from '../features/catalog/api/get-top-banner';

/**
 * The queries a page's first screen shows, fetched into `client`: the browser starts them while
 * the page's code downloads (prefetch.ts), the server waits for them before rendering the page to
 * HTML (entry-server.tsx). Same query options as the pages', so the pages find them in the cache.
 * Each resolves with what the browser's warm-up needs and rejects as the query did.
 */
export const prefetchedPage = {
  /**
   * The top banner the layout shows on every page but the item's, and the test-payments ribbon
   * it shows on every page, item pages included (both come in one answer): in the HTML, the
   * ribbon no longer pushes the item page down by its height once the browser has asked. (Not
   * the current user: the layout refetches it on every path change, its first render included.)
   */
  layout(client: QueryClient): Promise<unknown> {
    return client.fetchQuery(topBannerQuery);
  },

  home(client: QueryClient) {
    // Asked for at once, so waiting for all of them costs about one round trip.
    return Promise.allSettled([
      client.ensureQueryData(homeFeedQuery),
      client.ensureQueryData(upcomingFestivalsQuery),
      client.ensureQueryData(categoriesQuery),
    ]);
  },

  /** DESIGN.md: ids are 24 lowercase hex characters; anything else is the page's 404. */
  item(client: QueryClient, id: string) {
    if (!isId(id)) return Promise.resolve(undefined);
    return client.ensureQueryData(mediaQuery(id));
  },
};
