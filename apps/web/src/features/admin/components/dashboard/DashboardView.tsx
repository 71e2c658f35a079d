import type { Dashboard } from '@stamp/shared/schemas/admin-people';
import { useMemo } from 'react';
import { formatCount, formatRupeesShort } from '../../lib/dashboard';
import { formatRupees } from '../../lib/money';
import { PLAN_LABEL } from '../../lib/people-format';
import { t } from '../../messages';
import { Card } from '../people/Card';
import { BarList } from './BarList';
import { DayChart, type DaySeries } from './DayChart';
import { Funnel } from './Funnel';
import { Kpi, Kpis } from './Kpis';

/** The window's figures: headline numbers, three charts per day, and the lists. */
export function DashboardView({ data }: { data: Dashboard }) {
  const days = useMemo(() => data.signups.perDay.map((d) => d.day), [data]);
  const signups = useMemo<DaySeries[]>(
    () => [
      {
        label: t('console.dashboard.signups'),
        colour: 'accent',
        values: data.signups.perDay.map((d) => d.count),
      },
    ],
    [data],
  );
  const revenue = useMemo<DaySeries[]>(
    () => [
      {
        label: t('console.dashboard.revenue'),
        colour: 'accent',
        values: data.revenue.perDay.map((d) => d.paise),
      },
    ],
    [data],
  );
  const downloads = useMemo<DaySeries[]>(
    () => [
      {
        label: t('console.dashboard.free'),
        colour: 'blue',
        values: data.downloads.perDay.map((d) => d.free),
      },
      {
        label: t('console.dashboard.clean'),
        colour: 'accent',
        values: data.downloads.perDay.map((d) => d.clean),
      },
    ],
    [data],
  );
  const members = data.activeMembers.reduce((sum, row) => sum + row.count, 0);
  const totalDownloads = data.downloads.free + data.downloads.clean;
  const freeAndClean = t('console.dashboard.freeAndClean', {
    free: formatCount(data.downloads.free),
    clean: formatCount(data.downloads.clean),
  });

  return (
    <div className="flex flex-col gap-6">
      <Kpis>
        <Kpi
          label={t('console.dashboard.signups')}
          value={formatCount(data.signups.total)}
          detail={t('console.dashboard.inDays', { days: data.days })}
        />
        <Kpi
          label={t('console.dashboard.activeMembers')}
          value={formatCount(members)}
          detail={data.activeMembers
            .map((row) => `${PLAN_LABEL[row.plan]} ${formatCount(row.count)}`)
            .join(' · ')}
        />
        <Kpi
          label={t('console.dashboard.revenue')}
          value={formatRupees(data.revenue.totalPaise)}
          detail={t('console.dashboard.captured')}
        />
        <Kpi
          label={t('console.dashboard.downloads')}
          value={formatCount(totalDownloads)}
          detail={freeAndClean}
        />
      </Kpis>

      <div className="grid gap-4 xl:grid-cols-2">
        <DayChart
          title={t('console.dashboard.signups')}
          days={days}
          series={signups}
          shape="bars"
          formatValue={formatCount}
          summary={t('console.dashboard.signupCount', {
            count: data.signups.total,
            shown: formatCount(data.signups.total),
          })}
        />
        <DayChart
          title={t('console.dashboard.revenue')}
          days={days}
          series={revenue}
          shape="bars"
          unit={100}
          formatValue={formatRupeesShort}
          summary={formatRupees(data.revenue.totalPaise)}
        />
        <div className="xl:col-span-2">
          <DayChart
            title={t('console.dashboard.downloadsChart')}
            days={days}
            series={downloads}
            shape="lines"
            formatValue={formatCount}
            summary={freeAndClean}
          />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('console.dashboard.funnel')} id="funnel">
          <Funnel counts={data.funnel} />
          <p className="text-xs text-muted">{t('console.dashboard.funnel.note')}</p>
        </Card>
        <Card title={t('console.dashboard.membersByPlan')} id="members-by-plan">
          <BarList
            label={t('console.dashboard.membersByPlan')}
            items={data.activeMembers.map((row) => ({
              key: row.plan,
              label: PLAN_LABEL[row.plan],
              value: row.count,
            }))}
            empty={t('console.dashboard.noMembers')}
          />
        </Card>
        <Card title={t('console.dashboard.topMedia')} id="top-media">
          <BarList
            label={t('console.dashboard.topMedia')}
            items={data.topMedia.map((row) => ({
              key: row._id,
              label: <span data-content>{row.title}</span>,
              value: row.count,
            }))}
            empty={t('console.dashboard.noDownloads')}
          />
        </Card>
        <Card title={t('console.dashboard.searchMisses')} id="search-misses">
          <BarList
            label={t('console.dashboard.searchMisses')}
            items={data.searchMisses.map((row) => ({
              key: row.query,
              label: <span data-content>{`“${row.query}”`}</span>,
              value: row.count,
            }))}
            empty={t('console.dashboard.noMisses')}
          />
          {data.searchMisses.length > 0 && (
            <p className="text-xs text-muted">{t('console.dashboard.searchMisses.note')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
