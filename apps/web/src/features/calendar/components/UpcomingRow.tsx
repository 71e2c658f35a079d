import { ArrowRight, CalendarDays, ImageOff } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { RowScrollButtons } from '../../../components/ui/RowScrollButtons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useScrollEdges } from '../../../hooks/use-scroll-edges';
import { cn } from '../../../lib/cn';
import { t as tc } from '../../../lib/i18n/common';
import type { Festival } from '../api/get-festivals';
import { UPCOMING_DAYS, useUpcomingFestivals } from '../api/get-upcoming-festivals';
import { formatShortDay } from '../lib/days';
import { t } from '../messages';
import { Countdown } from './Countdown';
import type { CreativeCard } from './CreativeStrip';
import { FestivalName, festivalName } from './FestivalName';

// Creatives per festival on the home page: enough to choose from, few enough that the next
// festival shows on a laptop's first screen. The rest are a tap away.
const CARDS_PER_FESTIVAL = 4;

// The row and its placeholder share the height (--row-h: a card's box; 46 px of caption below).
const ROW =
  '-mx-4 flex snap-x scroll-px-4 overflow-x-auto px-4 pb-3 pt-1 [--row-h:11rem] [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 sm:[--row-h:13rem] lg:[--row-h:14rem] [&::-webkit-scrollbar]:hidden';

/**
 * The home page's "Upcoming" row: the festivals of the next 30 days, soonest first, each with its
 * countdown, its date and its creatives, one after another along one sideways row. Hidden when
 * nothing is coming up; a placeholder of the row's height while it loads, so nothing below moves.
 */
export function UpcomingRow({ Card }: { Card: CreativeCard }) {
  const headingId = useId();
  const upcoming = useUpcomingFestivals();
  const scroller = useRef<HTMLOListElement>(null);
  const festivals = upcoming.data?.data ?? [];
  const { edges, measure, page } = useScrollEdges(scroller, festivals.length > 0);

  if (upcoming.isSuccess && festivals.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
            <CalendarDays aria-hidden="true" className="size-6 text-accent" />
            {t('upcoming.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('upcoming.blurb', { days: UPCOMING_DAYS })}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={paths.calendar}
            className="rounded-lg px-1 text-sm font-semibold text-accent hover:underline"
          >
            {t('upcoming.seeCalendar')}
          </Link>
          {festivals.length > 0 && (
            <RowScrollButtons subject={t('upcoming.subject')} edges={edges} page={page} />
          )}
        </div>
      </div>
      {upcoming.isPending ? (
        <RowSkeleton />
      ) : upcoming.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm"
        >
          {t('upcoming.failed')}
          <Button variant="secondary" size="sm" onClick={() => void upcoming.refetch()}>
            {tc('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <ol ref={scroller} onScroll={measure} className={ROW}>
          {festivals.map((festival, index) => (
            <li
              key={`${festival._id}:${festival.date}`}
              className={cn('shrink-0', index > 0 && 'ml-5 border-l border-border pl-5')}
            >
              <UpcomingFestival festival={festival} Card={Card} eager={index === 0} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function UpcomingFestival({
  festival,
  Card,
  eager,
}: {
  festival: Festival;
  Card: CreativeCard;
  eager: boolean;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex min-w-44 flex-col">
      <div className="mb-2 flex items-center gap-2 text-sm text-muted">
        <Countdown daysAway={festival.daysAway} date={festival.date} endDate={festival.endDate} />
        <time dateTime={festival.date}>{formatShortDay(festival.date)}</time>
      </div>
      <h3
        id={titleId}
        className="mb-2 max-w-[calc(var(--row-h)*2)] truncate text-base font-semibold"
      >
        <Link to={paths.calendarDay(festival.date)} className="hover:text-accent">
          <FestivalName name={festival.name} nameHi={festival.nameHi} />
        </Link>
      </h3>
      {festival.creatives.length > 0 ? (
        <ul
          aria-label={t('upcoming.designs', { name: festivalName(festival) })}
          className="flex gap-3"
        >
          {festival.creatives.slice(0, CARDS_PER_FESTIVAL).map((media, index) => (
            <li
              key={media._id}
              className="shrink-0 snap-start"
              style={{ width: `calc(var(--row-h) * ${media.width / Math.max(media.height, 1)})` }}
            >
              <Card media={media} eager={eager && index < 2} />
            </li>
          ))}
          {festival.subCategory && festival.creatives.length > CARDS_PER_FESTIVAL && (
            <li className="shrink-0 snap-start">
              <Link
                to={paths.subCategory(festival.subCategory.name, festival.subCategory._id)}
                className="flex h-(--row-h) w-28 flex-col items-center justify-center gap-2 rounded-2xl border border-border bg-surface px-3 text-center text-sm font-semibold text-accent hover:border-accent"
              >
                <ArrowRight aria-hidden="true" className="size-6" />
                {t('upcoming.more', { name: festivalName(festival) })}
              </Link>
            </li>
          )}
        </ul>
      ) : (
        <NoDesignsYet day={festival.date} />
      )}
    </article>
  );
}

/** A festival without creatives keeps its place in the row, with a way to the calendar. */
function NoDesignsYet({ day }: { day: string }) {
  return (
    <Link
      to={paths.calendarDay(day)}
      className="flex h-(--row-h) w-[calc(var(--row-h)*0.75)] snap-start flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-border bg-surface px-3 text-center text-sm text-muted hover:border-accent hover:text-fg"
    >
      <ImageOff aria-hidden="true" className="size-7" />
      {t('upcoming.onTheWay')}
      <span className="font-semibold text-accent">{t('upcoming.openCalendar')}</span>
    </Link>
  );
}

/** The loaded row's shape: a festival's header lines over square cards and their captions. */
function RowSkeleton() {
  return (
    <div role="status" aria-label={t('upcoming.loading')} className={ROW}>
      {[4, 3].map((cards, group) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={group}
          aria-hidden="true"
          className={cn('flex shrink-0 flex-col', group > 0 && 'ml-5 border-l border-border pl-5')}
        >
          <div className="mb-2 flex h-6 items-center gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-4 w-16 rounded-md" />
          </div>
          <div className="mb-2 flex h-6 items-center">
            <Skeleton className="h-4 w-32 rounded-md" />
          </div>
          <div className="flex gap-3">
            {Array.from({ length: cards }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="w-(--row-h) shrink-0">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <div className="px-1 pt-2">
                  <div className="flex h-5 items-center">
                    <Skeleton className="h-3.5 w-3/4 rounded-md" />
                  </div>
                  <div className="mt-0.5 flex h-4 items-center">
                    <Skeleton className="h-3 w-1/2 rounded-md" />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
