import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/Spinner';
import { paths } from '../config/paths';
import { useUser } from '../lib/user';

/** Guarded routes (spec §2): 'Loading...' while the user is fetched, then /login without one. */
export function RequireAuth() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex justify-center py-24 text-muted">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (!user)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  return <Outlet />;
}
