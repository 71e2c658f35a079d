import type { AdminMedia } from '@stamp/shared/schemas/admin-catalog';
import { CalendarClock, CircleCheck, EyeOff } from 'lucide-react';
import { formatBusinessTime } from '../../lib/business-time';
import { t } from '../../messages';
import { Badge } from './Badge';

/** Published, draft, or scheduled with its time in the business's zone. */
export function PublicationBadge({
  item,
  compact = false,
}: {
  item: Pick<AdminMedia, 'publication' | 'publishAt'>;
  /** Just the word (a grid card shows the time on a line of its own). */
  compact?: boolean;
}) {
  if (item.publication === 'published') {
    return (
      <Badge tone="success">
        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0 text-success" />
        {t('console.media.published')}
      </Badge>
    );
  }
  if (item.publication === 'scheduled' && item.publishAt) {
    return (
      <Badge tone="accent">
        <CalendarClock aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
        <span className="truncate">
          {compact
            ? t('console.media.scheduled')
            : t('console.media.scheduledAt', { time: formatBusinessTime(item.publishAt) })}
        </span>
      </Badge>
    );
  }
  return (
    <Badge tone="muted">
      <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
      {t('console.media.draft')}
    </Badge>
  );
}
