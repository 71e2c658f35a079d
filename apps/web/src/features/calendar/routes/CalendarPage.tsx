import { useQueryClient } from '@tanstack/react-query';
import { CalendarSearch as NoResultsIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/States';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { usePageTitle } from '../../../hooks/use-page-title';
import { type FestivalRange, festivalsQuery, useFestivals } from '../api/get-festivals';
import { Agenda, AgendaSkeleton } from '../components/Agenda';
import { KindFilter, KindLegend, RegionSelect } from '../components/CalendarFilters';
import type { CreativeCard } from '../components/CreativeStrip';
import { DayPanel } from '../components/DayPanel';
import { festivalName } from '../components/FestivalName';
import { MonthGrid } from '../components/MonthGrid';
import { MonthSwitcher } from '../components/MonthSwitcher';
import { RegionReminderSwitch } from '../components/RegionReminderSwitch';
import { useCalendarSearch } from '../hooks/use-calendar-search';
import { useRemindLogin } from '../hooks/use-remind-login';
import { useReminders } from '../hooks/use-reminders';
import { addMonths, formatMonth, monthOf } from '../lib/days';
import { agendaDays, buildMonthGrid, festivalsByDay, gridRange } from '../lib/month-grid';
import { t } from '../reminders-messages';

/**
 * The grid's days, leading and trailing ones included. The API also answers a festival that began
 * before `from` and is still under way then (Navratri from the previous month), so it shows on its
 * remaining days.
 */
function rangeFor(
  month: string,
  region: string | null,
  kind: FestivalRange['kind'],
): FestivalRange {
  return { ...gridRange(month), region, kind };
}

/**
 * `/calendar`: India's festivals, national and global days, month by month (a grid from 768 px, an
 * agenda on phones), filtered by region and kind, each day opening a panel with its creatives and
 * "Remind me". Everything it shows is in the address. `Card` is the catalog's media card.
 */
export function CalendarPage({ Card }: { Card: CreativeCard }) {
  usePageTitle(t('cal.title'));
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const queryClient = useQueryClient();
  const search = useCalendarSearch();
  const { month, region, kind, day, update } = search;
  const range = rangeFor(month, region, kind);
  const festivals = useFestivals(range);
  const list = festivals.data?.data;
  const today = festivals.data?.today ?? search.today;
  const reminders = useReminders();

  const weeks = useMemo(() => buildMonthGrid(month, list ?? [], today), [month, list, today]);
  const agenda = useMemo(() => agendaDays(month, list ?? []), [month, list]);
  const dayFestivals = useMemo(
    () => (day ? (festivalsByDay(list ?? []).get(day) ?? []) : []),
    [day, list],
  );
  const nameOf = useCallback(
    (festivalId: string) => {
      const festival = list?.find((f) => f._id === festivalId);
      return festival && festivalName(festival);
    },
    [list],
  );
  const login = useRemindLogin(reminders, nameOf);

  // The months either side, so the arrows show them at once.
  useEffect(() => {
    if (!festivals.isSuccess) return;
    for (const other of [addMonths(month, -1), addMonths(month, 1)]) {
      void queryClient.prefetchQuery(festivalsQuery(rangeFor(other, region, kind)));
    }
  }, [festivals.isSuccess, month, region, kind, queryClient]);

  const filtered = region !== null || kind !== null;
  const monthIsEmpty = festivals.isSuccess && agenda.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('cal.title')}
        </h1>
        <p className="max-w-2xl text-sm text-muted sm:text-base">{t('cal.blurb')}</p>
      </header>

      <section
        aria-label={t('cal.filters')}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <MonthSwitcher
            month={month}
            currentMonth={monthOf(search.today)}
            headingId={headingId}
            onMonth={(next) => update({ month: next })}
          />
          <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,24rem)] lg:ml-auto">
            <RegionSelect
              label={t('cal.region')}
              value={region}
              onChange={(next) => update({ region: next })}
            />
            <KindFilter value={kind} onChange={(next) => update({ kind: next })} />
          </div>
        </div>
        <div className="border-t border-border pt-4">
          <RegionReminderSwitch
            region={region}
            reminders={reminders}
            onVisitor={login.forRegion}
            noRegionHint={t('cal.regionHint')}
          />
        </div>
      </section>

      {festivals.isError && (
        <ErrorBox message={t('cal.failed')} onRetry={() => void festivals.refetch()} />
      )}

      {monthIsEmpty && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-8 text-center">
          <NoResultsIcon aria-hidden="true" className="size-8 text-muted" />
          <p className="font-medium">
            {t(filtered ? 'cal.emptyFiltered' : 'cal.emptyMonth', { month: formatMonth(month) })}
          </p>
          {filtered ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => update({ region: null, kind: null })}
            >
              {t('cal.showEvery')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => update({ month: addMonths(month, 1) })}
            >
              {t('cal.nextMonth')}
            </Button>
          )}
        </div>
      )}

      {wide ? (
        <div className="flex flex-col gap-3">
          <MonthGrid
            month={month}
            weeks={weeks}
            loading={festivals.isPending}
            labelledBy={headingId}
            onOpenDay={(next) => update({ day: next })}
            onMonth={(next) => update({ month: next })}
          />
          <KindLegend />
        </div>
      ) : festivals.isPending ? (
        <AgendaSkeleton />
      ) : (
        !monthIsEmpty &&
        !festivals.isError && (
          <Agenda
            key={month}
            onNextMonth={() => update({ month: addMonths(month, 1) })}
            days={agenda}
            today={today}
            label={t('cal.inMonth', { month: formatMonth(month) })}
            onOpenDay={(next) => update({ day: next })}
          />
        )
      )}

      <DayPanel
        day={day}
        today={today}
        festivals={dayFestivals}
        loading={festivals.isPending}
        reminders={reminders}
        Card={Card}
        onClose={() => update({ day: null })}
        onVisitor={login.forFestival}
      />
    </div>
  );
}
