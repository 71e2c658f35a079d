import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { rich } from '../../../lib/i18n/rich';
import type { Festival } from '../api/get-festivals';
import {
  addDays,
  addMonths,
  firstDayOf,
  formatDayMonth,
  lastDayOf,
  monthOf,
  weekdayFromMonday,
  weekdays,
} from '../lib/days';
import type { GridDay } from '../lib/month-grid';
import { t } from '../reminders-messages';
import { festivalName } from './FestivalName';
import { KIND_STYLE, KindIcon } from './kind-style';

// A cell shows this many festivals, then "+2 more" (the panel lists them all).
const CHIPS = 3;

/** The day the keyboard lands on after `key` from `day`, or null for a key the grid ignores. */
function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayFromMonday(day));
    case 'End':
      return addDays(day, 6 - weekdayFromMonday(day));
    case 'PageUp':
    case 'PageDown': {
      // The same date a month away, or that month's last day (31 March → 30 April).
      const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1);
      const last = lastDayOf(month);
      const wanted = addDays(firstDayOf(month), Number(day.slice(8)) - 1);
      return wanted > last ? last : wanted;
    }
    default:
      return null;
  }
}

/**
 * The month as a 7-column grid, Monday first. Each day is a button named by its date and its
 * festivals; one day at a time is in the Tab order and the arrow keys move between days (Home and
 * End to the week's ends, Page Up and Down by a month, across months too), as in the ARIA
 * date-picker pattern.
 */
export function MonthGrid({
  month,
  weeks,
  loading,
  labelledBy,
  onOpenDay,
  onMonth,
}: {
  month: string;
  weeks: GridDay<Festival>[][];
  loading: boolean;
  /** The id of the heading that names the month. */
  labelledBy: string;
  onOpenDay(day: string): void;
  onMonth(month: string): void;
}) {
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const days = weeks.flat();
  const today = days.find((d) => d.isToday && d.inMonth)?.day;
  const [active, setActive] = useState<string | null>(null);
  // The day in the Tab order: the last one reached, else today, else the month's first day.
  const current = active && monthOf(active) === month ? active : (today ?? firstDayOf(month));
  // The day the keyboard moved to, focused once the grid shows its month (a move across months
  // renders the old month once more first).
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target || monthOf(target) !== month) return;
    focusTarget.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    if (!from) return;
    const next = dayAfterKey(from, event.key);
    if (!next) return;
    event.preventDefault();
    focusTarget.current = next;
    setActive(next);
    if (monthOf(next) !== month) onMonth(monthOf(next));
  };

  return (
    <div>
      <p id={hintId} className="sr-only">
        {rich(t('cal.gridHint'), {
          // Keys by the names printed on them, in every language.
          key: (name) => <kbd translate="no">{name}</kbd>,
        })}
      </p>
      {/* A table, so screen readers offer their table commands (a row is a week, a column a
          weekday); the arrow keys move focus between the day buttons. */}
      <table
        ref={grid}
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        aria-busy={loading || undefined}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-border bg-surface"
      >
        <thead>
          <tr>
            {weekdays().map(([short, long]) => (
              <th
                key={short}
                scope="col"
                className="border-b border-border py-2.5 text-center text-xs font-semibold uppercase tracking-wide text-muted"
              >
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={week[0]?.day}>
              {week.map((day, index) => (
                <td
                  key={day.day}
                  className={cn(
                    'h-28 border-border p-0 align-top lg:h-32',
                    index > 0 && 'border-l',
                    row < weeks.length - 1 && 'border-b',
                    !day.inMonth && 'bg-surface-2/40',
                  )}
                >
                  <DayButton
                    day={day}
                    focusable={day.day === current}
                    onFocus={() => setActive(day.day)}
                    loading={loading}
                    onOpen={() => {
                      setActive(day.day);
                      onOpenDay(day.day);
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One day: its name is its own text, "8 November, today, Diwali, Bhai Dooj" (the month, the
 * commas and festivals past the third are there for screen readers only), so what a sighted
 * voice-control user reads on it is part of its name.
 */
function DayButton({
  day,
  focusable,
  onFocus,
  loading,
  onOpen,
}: {
  day: GridDay<Festival>;
  focusable: boolean;
  /** Whichever way a day gets focus (a click, the panel closing), it is the grid's Tab stop. */
  onFocus(): void;
  loading: boolean;
  onOpen(): void;
}) {
  const empty = day.festivals.length === 0;
  const hidden = day.festivals.length - CHIPS;
  const [, month] = formatDayMonth(day.day).split(' ');
  return (
    <button
      type="button"
      data-day={day.day}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      aria-current={day.isToday ? 'date' : undefined}
      // A day without festivals stays reachable by the arrow keys, and says so, but opens nothing.
      aria-disabled={empty || undefined}
      onClick={empty ? undefined : onOpen}
      className={cn(
        'flex size-full flex-col gap-1 p-1.5 text-left outline-offset-[-2px] transition',
        empty ? 'cursor-default' : 'hover:bg-accent-soft',
      )}
    >
      <span
        className={cn(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm tabular-nums',
          day.isToday ? 'bg-accent font-bold text-accent-fg' : 'font-medium',
          !day.inMonth && !day.isToday && 'text-muted',
        )}
      >
        {Number(day.day.slice(8))}
        <span className="sr-only">
          {` ${month}`}
          {day.isToday && t('cal.today')}
          {empty ? !loading && t('cal.noFestivals') : ','}
        </span>
      </span>
      {loading && empty && day.inMonth ? (
        <Skeleton className="h-5 w-4/5 rounded-md" />
      ) : (
        <span className="flex min-w-0 flex-col gap-1">
          {day.festivals.map((festival, index) => (
            <span
              key={festival._id}
              className={
                index < CHIPS
                  ? cn(
                      'flex h-5 min-w-0 items-center gap-1 rounded-md px-1.5 text-[11px] font-semibold leading-none ring-1 ring-inset',
                      KIND_STYLE[festival.kind].chip,
                    )
                  : 'sr-only'
              }
            >
              <KindIcon kind={festival.kind} className="size-3 shrink-0" />
              <span className="truncate">
                {festivalName(festival)}
                {index < day.festivals.length - 1 && <span className="sr-only">,</span>}
              </span>
            </span>
          ))}
          {hidden > 0 && (
            <span aria-hidden="true" className="px-1.5 text-[11px] font-semibold text-muted">
              {t('cal.more', { count: hidden })}
            </span>
          )}
        </span>
      )}
    </button>
  );
}
