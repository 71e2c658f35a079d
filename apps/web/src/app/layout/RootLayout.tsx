import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { LanguageFromAccount } from '../../features/language/components/LanguageFromAccount';
import { useMediaQuery } from '../../hooks/use-media-query';
import { t } from '../../lib/i18n/common';
import { forgetSavedAnswers } from '../../lib/offline/saved-answers';
import { userQueryKey, useUser } from '../../lib/user';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { isConsolePage, isItemPage } from './route-shape';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';
import { TopBanner } from './TopBanner';

/**
 * The shared layout (spec §2). On every path change the current user is refreshed and the page
 * scrolls smoothly to the top. The item/editor page hides header and banner, and the footer on
 * phones.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const itemPage = isItemPage(pathname);
  // The operator console has its own navigation and breadcrumbs; the public banner, trail and
  // footer would only push its tables down.
  const consolePage = isConsolePage(pathname);
  // md and up: where the item page shows the footer at all (not built on phones, not just hidden).
  const wide = useMediaQuery('(min-width: 768px)');

  // A first load starts at the top already, and scrolling there would force a layout of the whole
  // page before its first paint (issue 4's Lighthouse budgets).
  const firstPath = useRef(true);
  useEffect(() => {
    void pathname;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    if (firstPath.current) firstPath.current = false;
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, queryClient]);

  return (
    <div className="flex min-h-dvh flex-col">
      <RefetchOnViewerChange />
      <LanguageFromAccount />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('layout.skip')}
      </a>
      <TestPaymentsRibbon />
      {!itemPage && !consolePage && <TopBanner />}
      {!itemPage && <Header />}
      <OfflineBanner />
      {!consolePage && <Breadcrumbs />}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!consolePage && (!itemPage || wide) && <LateFooter />}
    </div>
  );
}

/**
 * The footer (links, social icons, the custom-work form) is below the fold on every page: it is
 * built in a background render right after the first one, which React splits into short slices,
 * so the page's own content is painted first. A component of its own, so that render is the
 * footer's alone, not the layout's and the whole page's under it again.
 */
function LateFooter() {
  const ready = useDeferredValue(true, false);
  return ready ? <Footer /> : null;
}

/**
 * Members get clean preview links in catalog answers: when who is signed in (or their
 * membership) changes, every cached answer but the user itself is refetched. A component of its
 * own, so the user's answer arriving re-renders this and not the whole layout and page under it.
 */
function RefetchOnViewerChange() {
  const queryClient = useQueryClient();
  const { user, isMember, isLoading } = useUser();
  const viewer = `${user?._id ?? ''}:${isMember}`;
  const previousViewer = useRef(viewer);
  // The viewer the server last confirmed: a change from it (not the first answer of a visit)
  // means someone else now uses the device, whose saved answers must not be shown.
  const confirmedViewer = useRef<string | undefined>(undefined);
  useEffect(() => {
    const wasConfirmed = confirmedViewer.current;
    if (!isLoading) confirmedViewer.current = viewer;
    if (previousViewer.current === viewer) return;
    previousViewer.current = viewer;
    const refetch = () =>
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== userQueryKey[0],
      });
    if (wasConfirmed !== undefined && wasConfirmed !== viewer) {
      void forgetSavedAnswers().then(refetch);
    } else refetch();
  }, [viewer, isLoading, queryClient]);
  return null;
}
