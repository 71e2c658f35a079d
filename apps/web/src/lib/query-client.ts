import { QueryClient } from '@tanstack/react-query';

/** The app's one cache: the provider hands it to components, the router's loaders prefetch into it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // One retry: the spec's error boxes should appear in seconds, not after three back-offs.
    queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: 1 },
  },
});
