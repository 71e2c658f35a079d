import { X } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { rich } from '../../../lib/i18n/rich';
import { type Festival, useFestivals } from '../api/get-festivals';
import type { Reminders } from '../hooks/use-reminders';
import { addDays, formatShortDay, todayIn } from '../lib/days';
import { t } from '../reminders-messages';
import { Countdown } from './Countdown';
import { FestivalName, festivalName } from './FestivalName';

// The API's longest range (FESTIVAL_RANGE_MAX_DAYS): every festival comes round within a year.
const YEAR_DAYS = 365;

/**
 * The festivals chosen one by one, soonest first, each with a way to stop it. The reminder choice
 * holds only their ids: names and dates come from the next year of the calendar.
 */
export function ChosenFestivals({
  festivalIds,
  reminders,
}: {
  festivalIds: readonly string[];
  reminders: Reminders;
}) {
  const today = todayIn();
  const year = useFestivals(
    { from: today, to: addDays(today, YEAR_DAYS), region: null, kind: null },
    { enabled: festivalIds.length > 0 },
  );
  const rows = useMemo(() => {
    const next = new Map<string, Festival>();
    for (const festival of year.data?.data ?? []) {
      if (!next.has(festival._id)) next.set(festival._id, festival);
    }
    return festivalIds
      .map((id) => ({ id, festival: next.get(id) }))
      .sort((a, b) => (a.festival?.date ?? '9999').localeCompare(b.festival?.date ?? '9999'));
  }, [festivalIds, year.data]);

  return (
    <div>
      <h3 className="text-base font-semibold">{t('chosen.title')}</h3>
      {festivalIds.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {rich(t('chosen.none'), {
            link: (text) => (
              <Link to={paths.calendar} className="font-semibold text-accent hover:underline">
                {text}
              </Link>
            ),
          })}
        </p>
      ) : year.isPending ? (
        <div role="status" aria-label={t('chosen.loading')} className="mt-3 flex flex-col gap-2">
          {festivalIds.slice(0, 4).map((id) => (
            <Skeleton key={id} className="h-14 w-full" />
          ))}
        </div>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border rounded-xl border border-border">
          {rows.map(({ id, festival }) => {
            const name = festival ? festivalName(festival) : t('chosen.gone');
            return (
              <li key={id} className="flex min-h-14 items-center gap-3 px-3 py-2 sm:px-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {festival ? (
                      <FestivalName name={festival.name} nameHi={festival.nameHi} />
                    ) : (
                      name
                    )}
                  </p>
                  {festival && (
                    <p className="text-xs text-muted">
                      <time dateTime={festival.date}>
                        {formatShortDay(festival.date)}
                        {festival.date.slice(0, 4) !== today.slice(0, 4) &&
                          ` ${festival.date.slice(0, 4)}`}
                      </time>
                    </p>
                  )}
                </div>
                {festival && (
                  <Countdown
                    daysAway={festival.daysAway}
                    date={festival.date}
                    endDate={festival.endDate}
                  />
                )}
                <button
                  type="button"
                  aria-label={t('chosen.stop', { name })}
                  onClick={() => reminders.change({ type: 'festival', festivalId: id, on: false })}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-danger"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
