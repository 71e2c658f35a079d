import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { isConsolePage } from '../layout/route-shape';

const ConsoleRoot = lazy(() =>
  import('../../features/admin/ConsoleRoot').then((m) => ({ default: m.ConsoleRoot })),
);
const ResolvePage = lazy(() =>
  import('../../features/catalog/routes/ResolvePage').then((m) => ({ default: m.ResolvePage })),
);

/**
 * `/admin/*`: the operator console, except `/admin/{id}`, which is the public page of a category
 * named "Admin" (the spec's `/{categoryName}/{categoryId}`), so that category stays reachable.
 */
export function AdminRoute() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      {isConsolePage(pathname) ? (
        <ConsoleRoot />
      ) : (
        <Routes>
          <Route path=":id" element={<ResolvePage />} />
        </Routes>
      )}
    </Suspense>
  );
}
