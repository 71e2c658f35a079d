import type { Media } from '@stamp/shared/schemas/catalog';
import { useMediaQuery } from '../hooks/use-media-query';
import { LoadingImage } from './LoadingImage';

/**
 * The large preview: the clean one for members, else the watermarked one. Sized from the item's
 * own dimensions so it never jumps, and never taller than the screen.
 */
export function ItemPreview({ media }: { media: Media }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ratio = media.width / Math.max(media.height, 1);
  const src = media.cleanUrl ?? media.url;
  return (
    <div className="flex justify-center rounded-3xl border border-border bg-surface p-3 [--preview-h:62dvh] sm:p-5 lg:[--preview-h:calc(100dvh-9rem)]">
      <div
        className="relative overflow-hidden rounded-2xl bg-surface-2 shadow-2xl shadow-black/20"
        style={{
          aspectRatio: `${media.width} / ${media.height}`,
          width: `min(100%, calc(var(--preview-h) * ${ratio}))`,
        }}
      >
        {media.type === 'video' ? (
          <video
            key={src}
            src={src}
            poster={media.posterUrl ?? media.thumbnailImage.secureUrl ?? undefined}
            width={media.width}
            height={media.height}
            controls
            muted
            loop
            playsInline
            autoPlay={!reducedMotion}
            preload="metadata"
            aria-label={`${media.title}, video preview`}
            className="absolute inset-0 size-full bg-black object-contain"
          />
        ) : (
          <>
            {/* The grid's thumbnail, usually cached already, stands in while the preview loads. */}
            {media.thumbnailImage.secureUrl && (
              <img
                src={media.thumbnailImage.secureUrl}
                alt=""
                aria-hidden="true"
                className="absolute inset-0 size-full object-cover blur-sm"
              />
            )}
            <LoadingImage
              skeleton={!media.thumbnailImage.secureUrl}
              key={src}
              src={src}
              alt={media.title}
              width={media.width}
              height={media.height}
              decoding="async"
              fetchPriority="high"
            />
          </>
        )}
      </div>
    </div>
  );
}
