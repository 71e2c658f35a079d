import type { Dashboard } from '@stamp/shared/schemas/admin-people';
import { useMemo } from 'react';
import { formatCount, formatRupeesShort } from '../../lib/dashboard';
import { formatRupees } from '../../lib/money';
import { PLAN_LABEL } from '../../lib/people-format';
import { Card } from '../people/Card';
import { BarList } from './BarList';
import { DayChart, type DaySeries } from './DayChart';
import { Funnel } from './Funnel';
import { Kpi, Kpis } from './Kpis';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The window's figures: headline numbers, three charts per day, and the lists. */
export function DashboardView({ data }: { data: Dashboard }) {
  const days = useMemo(() => data.signups.perDay.map((d) => d.day), [data]);
  const signups = useMemo<DaySeries[]>(
    () => [
      { label: 'Sign-ups', colour: 'accent', values: data.signups.perDay.map((d) => d.count) },
    ],
    [data],
  );
  const revenue = useMemo<DaySeries[]>(
    () => [{ label: 'Revenue', colour: 'accent', values: data.revenue.perDay.map((d) => d.paise) }],
    [data],
  );
  const downloads = useMemo<DaySeries[]>(
    () => [
      { label: 'Free', colour: 'blue', values: data.downloads.perDay.map((d) => d.free) },
      { label: 'Clean', colour: 'accent', values: data.downloads.perDay.map((d) => d.clean) },
    ],
    [data],
  );
  const members = data.activeMembers.reduce((sum, row) => sum + row.count, 0);
  const totalDownloads = data.downloads.free + data.downloads.clean;

  return (
    <div className="flex flex-col gap-6">
      <Kpis>
        <Kpi
          label="Sign-ups"
          value={formatCount(data.signups.total)}
          detail={`in ${data.days} days`}
        />
        <Kpi
          label="Active members"
          value={formatCount(members)}
          detail={data.activeMembers
            .map((row) => `${PLAN_LABEL[row.plan]} ${formatCount(row.count)}`)
            .join(' · ')}
        />
        <Kpi
          label="Revenue"
          value={formatRupees(data.revenue.totalPaise)}
          detail="captured payments"
        />
        <Kpi
          label="Downloads"
          value={formatCount(totalDownloads)}
          detail={`${formatCount(data.downloads.free)} free · ${formatCount(data.downloads.clean)} clean`}
        />
      </Kpis>

      <div className="grid gap-4 xl:grid-cols-2">
        <DayChart
          title="Sign-ups"
          days={days}
          series={signups}
          shape="bars"
          formatValue={formatCount}
          summary={plural(data.signups.total, 'sign-up', 'sign-ups')}
        />
        <DayChart
          title="Revenue"
          days={days}
          series={revenue}
          shape="bars"
          unit={100}
          formatValue={formatRupeesShort}
          summary={formatRupees(data.revenue.totalPaise)}
        />
        <div className="xl:col-span-2">
          <DayChart
            title="Downloads, free and clean"
            days={days}
            series={downloads}
            shape="lines"
            formatValue={formatCount}
            summary={`${formatCount(data.downloads.free)} free · ${formatCount(data.downloads.clean)} clean`}
          />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Membership funnel" id="funnel">
          <Funnel counts={data.funnel} />
          <p className="text-xs text-muted">
            Paid counts subscriptions whose first payment falls in the period; renewals are not part
            of the funnel.
          </p>
        </Card>
        <Card title="Active members by plan" id="members-by-plan">
          <BarList
            label="Active members by plan"
            items={data.activeMembers.map((row) => ({
              key: row.plan,
              label: PLAN_LABEL[row.plan],
              value: row.count,
            }))}
            empty="No active members."
          />
        </Card>
        <Card title="Top designs by downloads" id="top-media">
          <BarList
            label="Top designs by downloads"
            items={data.topMedia.map((row) => ({
              key: row._id,
              label: row.title,
              value: row.count,
            }))}
            empty="No downloads in this period."
          />
        </Card>
        <Card title="Searches that found nothing" id="search-misses">
          <BarList
            label="Searches that found nothing"
            items={data.searchMisses.map((row) => ({
              key: row.query,
              label: `“${row.query}”`,
              value: row.count,
            }))}
            empty="Every search found something."
          />
          {data.searchMisses.length > 0 && (
            <p className="text-xs text-muted">
              What visitors looked for and did not find: ideas for new designs.
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
