import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/use-theme';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // One retry: the spec's error boxes should appear in seconds, not after three back-offs.
    queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: 1 },
  },
});

export function App() {
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec §9: toasts show 4000 ms, 3 visible, 356 px wide. */}
      <Toaster
        theme={theme}
        duration={4000}
        visibleToasts={3}
        position="bottom-right"
        richColors
        closeButton
        style={{ width: 356 }}
      />
    </QueryClientProvider>
  );
}
