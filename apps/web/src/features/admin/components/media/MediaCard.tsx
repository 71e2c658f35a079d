import type { AdminMedia } from '@stamp/shared/schemas/admin-catalog';
import { Film, Flame, Sparkles } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { formatBusinessTime } from '../../lib/business-time';
import { t } from '../../messages';
import { Badge } from './Badge';
import { CREATIVE_LABELS } from './labels';
import { PublicationBadge } from './PublicationBadge';

const flagButton =
  'inline-flex h-8 min-w-0 items-center justify-center gap-1 rounded-lg border px-1 text-xs font-medium transition hover:border-accent';

/**
 * One item of the grid: its thumbnail (letterboxed in a square, so posts, stories and reels line
 * up), title, where it lives, its publication, and its two flags as toggles (they change at once;
 * see useSetMediaFlags). The title is the button that opens the editor.
 */
export function MediaCard({
  item,
  onEdit,
  onFlag,
}: {
  item: AdminMedia;
  onEdit(): void;
  onFlag(flag: 'isTrending' | 'isLatest', on: boolean): void;
}) {
  const { isTrending, isLatest } = item.flags;
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="relative aspect-square bg-surface-2">
        <img
          src={item.thumbnailImage.secureUrl}
          alt=""
          loading="lazy"
          width={item.width}
          height={item.height}
          className="absolute inset-0 size-full object-contain"
        />
        {item.type === 'video' && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
            <Film aria-hidden="true" className="size-3.5" />
            {item.durationS
              ? t('console.media.videoSeconds', { seconds: Math.round(item.durationS) })
              : t('console.media.video')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <button
          type="button"
          onClick={onEdit}
          className="line-clamp-2 text-left text-sm font-semibold hover:text-accent"
          aria-label={t('console.media.editTitle', { title: item.title })}
        >
          <span data-content>{item.title}</span>
        </button>
        {item.titleHi && (
          <p lang="hi" className="-mt-1 truncate text-xs text-muted">
            {item.titleHi}
          </p>
        )}
        <p className="truncate text-xs text-muted">
          <span data-content>
            {item.category.name} › {item.subCategory.name}
          </span>
          {/* Published but unseen: its category or sub-category is hidden from visitors. */}
          {(item.category.hidden || item.subCategory.hidden) && t('console.media.hiddenSuffix')}
        </p>
        <div className="flex flex-wrap gap-1">
          <Badge>{CREATIVE_LABELS[item.creativeType]}</Badge>
          <PublicationBadge item={item} compact />
        </div>
        {item.publication === 'scheduled' && item.publishAt && (
          <p className="text-xs text-muted">{formatBusinessTime(item.publishAt)}</p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-1.5 pt-1">
          <button
            type="button"
            aria-pressed={isTrending}
            aria-label={t('console.media.trendingFor', { title: item.title })}
            onClick={() => onFlag('isTrending', !isTrending)}
            className={cn(
              flagButton,
              isTrending ? 'border-accent bg-accent-soft text-fg' : 'border-border text-muted',
            )}
          >
            <Flame
              aria-hidden="true"
              className={cn('size-3.5 shrink-0', isTrending && 'text-accent')}
            />
            {t('console.media.trending')}
          </button>
          <button
            type="button"
            aria-pressed={isLatest}
            aria-label={t('console.media.latestFor', { title: item.title })}
            onClick={() => onFlag('isLatest', !isLatest)}
            className={cn(
              flagButton,
              isLatest ? 'border-accent bg-accent-soft text-fg' : 'border-border text-muted',
            )}
          >
            <Sparkles
              aria-hidden="true"
              className={cn('size-3.5 shrink-0', isLatest && 'text-accent')}
            />
            {t('console.media.latest')}
          </button>
        </div>
      </div>
    </li>
  );
}
