import { ChevronRight, ChevronUp } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import type { Festival } from '../api/get-festivals';
import { countdownLabel, isImminent } from '../lib/countdown';
import { daysFrom, formatShortDay } from '../lib/days';
import { KIND_LABEL, regionsLabel } from '../lib/labels';
import { splitPast } from '../lib/month-grid';
import { t } from '../reminders-messages';
import { FestivalName } from './FestivalName';
import { KIND_STYLE, KindIcon } from './kind-style';

/**
 * The phone's calendar: the month's days that have festivals, grouped by date, from today on
 * (the days already over are a tap away). Each festival is a button that opens its day's panel.
 * Give it `key={month}`: a new month starts with its past days folded again.
 */
export function Agenda({
  days,
  today,
  label,
  onOpenDay,
  onNextMonth,
}: {
  days: { day: string; festivals: Festival[] }[];
  today: string;
  /** The list's accessible name ("Festivals in November 2026"). */
  label: string;
  onOpenDay(day: string): void;
  onNextMonth(): void;
}) {
  const [showPast, setShowPast] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const revealed = useRef(false);
  const { past, coming } = splitPast(days, today);
  const shown = showPast ? days : coming;

  // The button that showed the earlier days is gone: focus goes to the first of them.
  useEffect(() => {
    if (!showPast || revealed.current) return;
    revealed.current = true;
    list.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [showPast]);

  return (
    <div className="flex flex-col gap-4">
      {past.length > 0 && !showPast && (
        <button
          type="button"
          onClick={() => setShowPast(true)}
          className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-accent hover:underline"
        >
          <ChevronUp aria-hidden="true" className="size-4" />
          {t('cal.earlier', { count: past.length })}
        </button>
      )}
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-8 text-center text-sm">
          <p className="font-medium">{t('cal.noMore')}</p>
          <Button variant="secondary" size="sm" onClick={onNextMonth}>
            {t('cal.nextMonth')}
          </Button>
        </div>
      ) : (
        <AgendaList days={shown} today={today} label={label} onOpenDay={onOpenDay} listRef={list} />
      )}
    </div>
  );
}

function AgendaList({
  days,
  today,
  label,
  onOpenDay,
  listRef,
}: {
  days: { day: string; festivals: Festival[] }[];
  today: string;
  label: string;
  onOpenDay(day: string): void;
  listRef: RefObject<HTMLOListElement | null>;
}) {
  return (
    <ol ref={listRef} aria-label={label} className="flex flex-col gap-5">
      {days.map(({ day, festivals }) => {
        const away = daysFrom(today, day);
        return (
          <li key={day}>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
              <time dateTime={day}>{formatShortDay(day)}</time>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  away === 0 ? 'bg-accent text-accent-fg' : 'text-muted',
                  isImminent(away) && away !== 0 && 'text-accent',
                )}
              >
                {countdownLabel(away)}
              </span>
            </h3>
            <ul className="overflow-hidden rounded-2xl border border-border bg-surface">
              {festivals.map((festival, index) => (
                <li key={festival._id} className="border-b border-border last:border-b-0">
                  <button
                    type="button"
                    data-day={index === 0 ? day : undefined}
                    onClick={() => onOpenDay(day)}
                    className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left outline-offset-[-2px] hover:bg-surface-2"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-9 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
                        KIND_STYLE[festival.kind].chip,
                      )}
                    >
                      <KindIcon kind={festival.kind} className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">
                        <FestivalName name={festival.name} nameHi={festival.nameHi} />
                      </span>
                      <span className="block truncate text-xs text-muted">
                        {t(KIND_LABEL[festival.kind])} · {regionsLabel(festival.regions, 1)}
                        {festival.endDate &&
                          festival.endDate > festival.date &&
                          t('cal.until', { date: formatShortDay(festival.endDate) })}
                        {festival.creatives.length > 0 && t('cal.ready')}
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
                  </button>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

export function AgendaSkeleton() {
  return (
    <div role="status" aria-label={t('cal.loading')} className="flex flex-col gap-5">
      {[2, 1, 1].map((rows, group) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={group} aria-hidden="true">
          <Skeleton className="mb-2 h-5 w-32 rounded-md" />
          <div className="flex flex-col gap-px overflow-hidden rounded-2xl border border-border">
            {Array.from({ length: rows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-16 w-full rounded-none" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
