import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { cn } from '../../../lib/cn';
import { useDashboard } from '../api/get-dashboard';
import { ConsolePage } from '../components/ConsolePage';
import { DashboardView } from '../components/dashboard/DashboardView';
import { RangeSwitch } from '../components/dashboard/RangeSwitch';
import { rangeLabel, readRange, zoneName } from '../lib/dashboard';
import { t } from '../messages';

/**
 * `/admin/dashboard` (admins: it shows revenue). Its chunk alone carries the chart library
 * (docs/decisions/0020-console-charts.md).
 */
export function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const days = readRange(search);
  const dashboard = useDashboard(days);
  const data = dashboard.data;

  return (
    <ConsolePage
      title={t('console.section.dashboard')}
      description={
        data
          ? t('console.dashboard.description', {
              range: rangeLabel(data.from, data.to),
              zone: zoneName(data.timeZone),
            })
          : t('console.dashboard.descriptionLoading')
      }
      actions={
        <RangeSwitch
          value={days}
          onChange={(next) => {
            const params = new URLSearchParams(search);
            if (next === 30) params.delete('days');
            else params.set('days', String(next));
            setSearch(params, { replace: true });
          }}
        />
      }
    >
      {dashboard.isPending ? (
        <div
          role="status"
          aria-label={t('console.dashboard.loading')}
          className="flex flex-col gap-4"
        >
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-24 w-full" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : dashboard.isError ? (
        <ErrorBox message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div
          aria-busy={dashboard.isPlaceholderData || undefined}
          className={cn(dashboard.isPlaceholderData && 'opacity-60 transition')}
        >
          <DashboardView data={dashboard.data} />
        </div>
      )}
    </ConsolePage>
  );
}
