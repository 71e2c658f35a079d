import { QueryClient } from '@tanstack/react-query';

/** The app's one cache: the provider hands it to components, the router's loaders prefetch into it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // One retry: the spec's error boxes should appear in seconds, not after three back-offs.
    // networkMode 'always': offline, a read still asks (the service worker may hold a saved
    // answer, apps/web/build/pwa.ts) and fails into the page's error box when it does not, and
    // an action fails at once with the offline message; TanStack's default ('online') would
    // leave both waiting, a spinner for as long as the device is offline.
    queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: 1, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});
