import { ArrowRight, ImageOff, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { activeLocale } from '../../../lib/i18n/i18n';
import type { Festival } from '../api/get-festivals';
import type { Reminders } from '../hooks/use-reminders';
import { formatSpan } from '../lib/days';
import { regionsLabel } from '../lib/labels';
import { t } from '../reminders-messages';
import { Countdown } from './Countdown';
import { type CreativeCard, CreativeStrip } from './CreativeStrip';
import { festivalName } from './FestivalName';
import { KindBadge } from './KindBadge';
import { RemindButton } from './RemindButton';

/** One festival in a day's panel: what and when it is, "Remind me", and its creatives. */
export function FestivalDetails({
  festival,
  reminders,
  Card,
  onVisitor,
  showCountdown = true,
}: {
  festival: Festival;
  /** Off where the day's own countdown already says it (the festival's first day). */
  showCountdown?: boolean;
  reminders: Reminders;
  Card: CreativeCard;
  onVisitor(festival: Pick<Festival, '_id' | 'name'>): void;
}) {
  const titleId = useId();
  const sub = festival.subCategory;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold leading-snug">
            {festivalName(festival)}
          </h3>
          {festival.nameHi && activeLocale() !== 'hi' && (
            <p lang="hi" className="text-sm text-muted">
              {festival.nameHi}
            </p>
          )}
        </div>
        {showCountdown && (
          <Countdown daysAway={festival.daysAway} date={festival.date} endDate={festival.endDate} />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted">
        <KindBadge kind={festival.kind} />
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {regionsLabel(festival.regions)}
        </span>
        {festival.endDate && festival.endDate !== festival.date && (
          <span>{formatSpan(festival.date, festival.endDate)}</span>
        )}
      </div>
      <div>
        <RemindButton festival={festival} reminders={reminders} onVisitor={onVisitor} />
      </div>
      {festival.creatives.length > 0 ? (
        <CreativeStrip
          creatives={festival.creatives}
          Card={Card}
          label={t('cal.designs', { name: festivalName(festival) })}
          className="-mx-5 scroll-px-5 px-5 [--strip-h:9.5rem] md:-mx-6 md:scroll-px-6 md:px-6 md:[--strip-h:10.5rem]"
        />
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-3 py-3 text-sm text-muted">
          <ImageOff aria-hidden="true" className="size-4 shrink-0" />
          {t('cal.noDesigns', { name: festivalName(festival) })}
        </p>
      )}
      {sub && (
        <Link
          to={paths.subCategory(sub.name, sub._id)}
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-accent hover:underline"
        >
          {t('cal.seeAll', { name: sub.name })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </article>
  );
}
