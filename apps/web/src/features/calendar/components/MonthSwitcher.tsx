import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { addMonths, formatMonth } from '../lib/days';
import { t } from '../reminders-messages';

const ARROW =
  'inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-fg transition hover:border-accent hover:text-accent';

/** The month shown (a heading, announced when it changes), the months either side, and Today. */
export function MonthSwitcher({
  month,
  currentMonth,
  headingId,
  onMonth,
}: {
  month: string;
  currentMonth: string;
  headingId: string;
  onMonth(month: string): void;
}) {
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={ARROW}
        aria-label={t('cal.previousMonth', { month: formatMonth(previous) })}
        onClick={() => onMonth(previous)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <h2
        id={headingId}
        aria-live="polite"
        className="min-w-40 text-center font-display text-lg font-semibold sm:min-w-48 sm:text-xl"
      >
        {formatMonth(month)}
      </h2>
      <button
        type="button"
        className={ARROW}
        aria-label={t('cal.nextMonthLabel', { month: formatMonth(next) })}
        onClick={() => onMonth(next)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      {month !== currentMonth && (
        <Button variant="ghost" size="sm" onClick={() => onMonth(currentMonth)} className="ml-1">
          {t('cal.todayButton')}
        </Button>
      )}
    </div>
  );
}
