import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { nextTask } from '../lib/next-task';
import { prefetchHome, prefetchItem, prefetchLayout, prefetchSubCategory } from './prefetch';
import { createRoutes } from './routes';

/**
 * The browser's router. With the server's `hydrationData` (a page rendered to HTML) it starts on
 * the server's state without running the loaders: the page's queries are in the cache already.
 * The page's lazy modules are loaded first, so hydration renders the page the HTML holds rather
 * than the loading screen.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  const routes = createRoutes({
    layout: prefetchLayout,
    home: prefetchHome,
    item: prefetchItem,
    subCategory: prefetchSubCategory,
  });
  if (hydrationData) {
    const matched = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matched.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // The page's modules were evaluated in this task: the router starts in the next one.
    await nextTask();
  }
  return createBrowserRouter(routes, { hydrationData });
}
