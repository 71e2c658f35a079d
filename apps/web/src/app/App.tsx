import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { useLocale } from '../features/language/use-locale';
import { useTheme } from '../features/theme/use-theme';
import { t } from '../lib/i18n/common';
import { queryClient } from '../lib/query-client';
import { isToasterWanted, subscribeToaster, toasterMounted } from '../lib/toast';

// Fetched with the first toast (lib/toast.ts), not on first load.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The app in the browser: `router` from router.tsx, started on the server's data if it has some. */
export function App({ router }: { router: DataRouter }) {
  // A new language renders every page anew (the router and the query cache stay as they are).
  const locale = useLocale();
  // The page answers taps from here on: a page the server rendered was HTML until now (tests and
  // the benchmarks wait for this before they act, as a person waits for a page to settle).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={locale} router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}

function ToasterHost() {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: toasts show 4000 ms, 3 visible, 356 px wide. Top centre: the calls to action
          (the editor's download button, the phone's bottom action bar) sit at the bottom or the
          side, and a toast must never cover the button that answers it. */}
      <Toaster
        theme={theme}
        duration={4000}
        visibleToasts={3}
        position="top-center"
        // Below the sticky header (64 px) and the item page's top bar, whose buttons they would
        // otherwise cover.
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        // Sonner sets a system font stack of its own, without the app's Devanagari face: Hindi
        // toasts showed empty boxes on a device with no Devanagari font.
        style={{ width: 356, fontFamily: 'inherit' }}
        // Sonner names its region and close buttons in English: ours, in the interface's
        // language (the region's hotkey is sonner's default, Alt+T).
        customAriaLabel={t('layout.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('layout.closeToast') }}
      />
      <Mounted />
    </Suspense>
  );
}

/** Its effect runs after the Toaster's own (siblings in order), so the Toaster listens by then. */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}
