import type { FestivalRegionSlug } from '@stamp/shared/festivals/festival-vocabulary';
import { BellRing, CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import type { ReminderSettings } from '../api/get-reminders';
import { useReminders } from '../hooks/use-reminders';
import { formatClock } from '../lib/labels';
import { t } from '../reminders-messages';
import { RegionSelect } from './CalendarFilters';
import { ChosenFestivals } from './ChosenFestivals';
import { FeedLinks } from './FeedLinks';
import { RegionReminderSwitch } from './RegionReminderSwitch';

const CARD = 'rounded-2xl border border-border bg-surface p-5 sm:p-6';

/** "3 days before at 9:00 am and on the day at 7:00 am". */
function sendTimesText({ daysBefore, before, onTheDay }: ReminderSettings['sendTimes']): string {
  return t('reminders.sendTimes', {
    days: daysBefore,
    before: formatClock(before),
    onTheDay: formatClock(onTheDay),
  });
}

/** The account page's "Festival reminders": region, festivals chosen one by one, the calendar feed. */
export function FestivalReminders() {
  const reminders = useReminders();
  const { settings, choice } = reminders;
  return (
    <section aria-labelledby="festival-reminders-heading" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="festival-reminders-heading"
            className="flex items-center gap-2 font-display text-lg font-semibold"
          >
            <BellRing aria-hidden="true" className="size-5 text-accent" />
            {t('reminders.title')}
          </h2>
          {settings.data && (
            <p className="mt-1 max-w-2xl text-sm text-muted">
              {sendTimesText(settings.data.sendTimes)}
            </p>
          )}
        </div>
        <Link
          to={paths.calendar}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:underline"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('reminders.openCalendar')}
        </Link>
      </div>

      {settings.isPending ? (
        <div role="status" aria-label={t('reminders.loading')} className="mt-5 flex flex-col gap-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : settings.isError || !choice ? (
        <div className="mt-5">
          <ErrorBox message={t('reminders.failed')} onRetry={() => void settings.refetch()} />
        </div>
      ) : (
        <div className="mt-5 flex flex-col gap-6">
          <RegionChoice savedRegion={choice.region} reminders={reminders} />
          <ChosenFestivals festivalIds={choice.festivalIds} reminders={reminders} />
          <FeedLinks feedUrl={settings.data.feedUrl} />
        </div>
      )}
    </section>
  );
}

function RegionChoice({
  savedRegion,
  reminders,
}: {
  savedRegion: string | null;
  reminders: ReturnType<typeof useReminders>;
}) {
  const [region, setRegion] = useState<string | null>(savedRegion);
  // A region saved elsewhere (the calendar) shows here too.
  useEffect(() => {
    if (savedRegion) setRegion(savedRegion);
  }, [savedRegion]);
  return (
    <div className="grid gap-4 rounded-xl bg-surface-2/60 p-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
      <RegionSelect
        label={t('reminders.yourRegion')}
        emptyLabel={t('reminders.chooseRegion')}
        value={region}
        onChange={(next: FestivalRegionSlug | null) => {
          setRegion(next);
          // Moving the region while the switch is on moves the reminders with it.
          if (savedRegion && next) reminders.change({ type: 'region', region: next });
          if (savedRegion && !next) reminders.change({ type: 'region', region: null });
        }}
      />
      <RegionReminderSwitch region={region} reminders={reminders} onVisitor={() => undefined} />
    </div>
  );
}
