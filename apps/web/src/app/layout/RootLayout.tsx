import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { userQueryKey } from '../../features/account/api/get-user';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { isItemPage } from './route-shape';
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

  useEffect(() => {
    void pathname;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, queryClient]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {!itemPage && <TopBanner />}
      {!itemPage && <Header />}
      <Breadcrumbs />
      <main id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="flex justify-center py-24 text-muted">
              <Spinner label="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer className={itemPage ? 'hidden md:block' : undefined} />
    </div>
  );
}
