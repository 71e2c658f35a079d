import type { Dashboard } from '@stamp/shared/schemas/admin-people';
import { useQuery } from '@tanstack/react-query';
import type { DashboardRange } from '../lib/dashboard';
import { adminKey } from './admin-api';
import { adminRead, keepPrevious } from './admin-read';

/** `GET /admin/dashboard?days=`: the business's figures over the last 7, 30 or 90 days. */
export function useDashboard(days: DashboardRange) {
  return useQuery({
    queryKey: [...adminKey, 'dashboard', days],
    queryFn: ({ signal }) => adminRead<Dashboard>(`/dashboard?days=${days}`, signal),
    // The previous window's figures stay (dimmed) while the next one is counted.
    placeholderData: keepPrevious,
    staleTime: 0,
  });
}
