import type { Media } from '@stamp/shared/schemas/catalog';
import { Download, Flame, Play, Sparkles } from 'lucide-react';
import { type CSSProperties, memo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { claimPlayback, usePreviewPlayback } from '../hooks/use-preview-playback';
import { t } from '../messages';
import { downloadsLabel, formatDuration } from './format';
import { LoadingImage } from './LoadingImage';

interface MediaCardProps {
  media: Media;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * One creative in a grid or a row. The box has the item's real aspect ratio before anything
 * loads (no layout shift); video cards play a muted preview (the watermarked one, or the clean
 * one for members) on hover, or on phones when scrolled into view. Memoised: a row or grid that
 * re-renders (its rest of cards arriving, its scroll edges measured) leaves the cards it already
 * shows alone, and a grid holds dozens.
 */
export const MediaCard = memo(function MediaCard({
  media,
  eager,
  className,
  style,
}: MediaCardProps) {
  const box = useRef<HTMLDivElement>(null);
  const isVideo = media.type === 'video';
  const { active, handlers } = usePreviewPlayback(box, isVideo);
  const [playing, setPlaying] = useState(false);
  const downloads = downloadsLabel(media.downloadCount);

  return (
    <Link
      to={paths.item(media._id)}
      className={cn('group block rounded-2xl focus-visible:outline-offset-4', className)}
      style={style}
      {...handlers}
    >
      <div
        ref={box}
        className="relative overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-border transition duration-200 group-hover:shadow-xl group-hover:shadow-black/20 group-hover:ring-accent/60"
        style={{ aspectRatio: `${media.width} / ${media.height}` }}
      >
        <LoadingImage
          src={media.thumbnailImage.secureUrl ?? media.posterUrl}
          alt={media.title}
          width={media.width}
          height={media.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="group-hover:scale-[1.03]"
        />
        {isVideo && active && (
          <video
            src={media.cleanUrl ?? media.url}
            muted
            loop
            playsInline
            autoPlay
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
            onPlay={(event) => claimPlayback(event.currentTarget)}
            onPlaying={() => setPlaying(true)}
            onEmptied={() => setPlaying(false)}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-300',
              playing ? 'opacity-100' : 'opacity-0',
            )}
          />
        )}
        <Badges media={media} />
        {isVideo && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-1 text-xs font-semibold text-white backdrop-blur-sm">
            <Play aria-hidden="true" className="size-3 fill-current" />
            <span className="sr-only">{t('media.video')}</span>
            {media.durationS !== null && formatDuration(media.durationS)}
          </span>
        )}
      </div>
      <div className="px-1 pt-2">
        {/* The image's alt already names the card for screen readers. */}
        <p
          aria-hidden="true"
          data-content
          className="truncate text-sm font-medium group-hover:text-accent"
        >
          {media.title}
        </p>
        {downloads && (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <Download aria-hidden="true" className="size-3.5 shrink-0" />
            {downloads}
          </p>
        )}
      </div>
    </Link>
  );
});

function Badges({ media }: { media: Media }) {
  const { isTrending, isLatest } = media.flags;
  if (!isTrending && !isLatest) return null;
  return (
    <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
      {isTrending && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-accent-fg shadow">
          <Flame aria-hidden="true" className="size-3" />
          {t('media.trending')}
        </span>
      )}
      {isLatest && (
        <span className="inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-[11px] font-semibold text-white shadow backdrop-blur-sm">
          <Sparkles aria-hidden="true" className="size-3" />
          {t('media.latest')}
        </span>
      )}
    </span>
  );
}
