import { cn } from '../../../../lib/cn';
import { DASHBOARD_RANGES, type DashboardRange } from '../../lib/dashboard';
import { t } from '../../messages';

/** Last 7 / 30 / 90 days, as radio buttons shaped as a segmented control. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange(range: DashboardRange): void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{t('console.dashboard.period')}</legend>
      <div className="inline-flex rounded-xl border border-border bg-surface p-1">
        {DASHBOARD_RANGES.map((days) => (
          <label
            key={days}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-medium transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              value === days ? 'bg-accent-soft text-accent' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="dashboard-range"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {t('console.dashboard.days', { days })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
