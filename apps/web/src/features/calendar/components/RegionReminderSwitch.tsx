import { useId } from 'react';
import type { Reminders } from '../hooks/use-reminders';
import { regionName } from '../lib/labels';
import { t } from '../reminders-messages';
import { Switch } from './Switch';

/**
 * "All festivals in my region": every festival observed in `region` and across India, saved as
 * the account's region (one region; choosing another moves it). Off without a region chosen.
 */
export function RegionReminderSwitch({
  region,
  reminders,
  onVisitor,
  noRegionHint = t('region.noRegionHint'),
}: {
  /** The region the switch is about (the calendar's filter, the account's select). */
  region: string | null;
  reminders: Reminders;
  onVisitor(region: string): void;
  noRegionHint?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  const saved = reminders.choice?.region ?? null;
  const checked = region !== null && saved === region;
  const hint =
    region === null
      ? noRegionHint
      : saved && saved !== region
        ? t('region.moves', { saved: regionName(saved), region: regionName(region) })
        : t('region.every', { region: regionName(region) });
  return (
    <div className="flex items-start gap-3">
      <Switch
        checked={checked}
        labelledBy={labelId}
        describedBy={hintId}
        disabled={region === null || (reminders.isLoggedIn && reminders.isLoading)}
        onChange={(on) => {
          if (region === null) return;
          if (!reminders.isLoggedIn) onVisitor(region);
          else reminders.change({ type: 'region', region: on ? region : null });
        }}
      />
      <div className="min-w-0 text-sm">
        <p id={labelId} className="font-medium">
          {t('region.switch')}
        </p>
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
