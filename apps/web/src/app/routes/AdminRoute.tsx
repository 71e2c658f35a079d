import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { ConsoleRoot } from '../../features/admin/ConsoleRoot';
import { withMessages } from '../../lib/i18n/i18n';
import { isConsolePage } from '../layout/route-shape';

const ResolvePage = lazy(() =>
  withMessages(import('../../features/catalog/routes/ResolvePage')).then((m) => ({
    default: m.ResolvePage,
  })),
);

/**
 * `/admin/*` (a lazy route of its own: public pages never fetch it): the operator console, except
 * `/admin/{id}`, which is the public page of a category named "Admin" (the spec's
 * `/{categoryName}/{categoryId}`), so that category stays reachable. The console is imported
 * here, not through a second React.lazy: that split moved shared code between the home page's
 * chunks (measured with `npm run bench -- web`).
 */
export function AdminRoute() {
  const { pathname } = useLocation();
  if (isConsolePage(pathname)) return <ConsoleRoot />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path=":id" element={<ResolvePage />} />
      </Routes>
    </Suspense>
  );
}
