import { cn } from '../../../lib/cn';
import { countdownLabel, isImminent } from '../lib/countdown';
import { daysFrom } from '../lib/days';

/** "Today", "Tomorrow", "In 5 days" as a pill; today, tomorrow and what is under way in the accent. */
export function Countdown({
  daysAway,
  date,
  endDate,
  className,
}: {
  daysAway: number;
  date: string;
  endDate: string | null;
  className?: string;
}) {
  const lastDayAway = endDate ? daysAway + daysFrom(date, endDate) : daysAway;
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap',
        isImminent(daysAway, lastDayAway)
          ? 'bg-accent text-accent-fg'
          : 'bg-surface-2 text-fg ring-1 ring-inset ring-border',
        className,
      )}
    >
      {countdownLabel(daysAway, lastDayAway)}
    </span>
  );
}
