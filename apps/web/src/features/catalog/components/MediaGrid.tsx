import type { Media } from '@stamp/shared/schemas/catalog';
import { useDeferredValue, useMemo } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useColumns } from '../hooks/use-columns';
import { t } from '../messages';
import { MediaCard } from './MediaCard';
import { toColumns } from './masonry';

// Cards in the first rows load at once; the rest lazily as they scroll near.
const EAGER_CARDS = 6;
// The first screen's worth of cards (two rows of five on a laptop, five of two on a phone) is
// built at once; the rest of a page follows in a background render React splits into short
// slices, so a page of 30 cards never holds the main thread in one long task.
const FIRST_CARDS = 10;

/**
 * Creatives in columns (2/3/4/5 by width), each card at its real aspect ratio, so a mix of
 * 1:1 posts and 9:16 stories packs without gaps.
 */
export function MediaGrid({ items, label }: { items: readonly Media[]; label: string }) {
  const columns = useColumns();
  // Appending never moves a placed card (toColumns), so the rest arrives without a shift.
  const shown = useDeferredValue(items, items.slice(0, FIRST_CARDS));
  const eager = useMemo(() => new Set(shown.slice(0, EAGER_CARDS).map((m) => m._id)), [shown]);
  const dealt = useMemo(() => toColumns(shown, columns), [shown, columns]);
  return (
    // One list for assistive tech; the column wrappers between it and its items are layout only.
    // biome-ignore lint/a11y/useSemanticElements: a <ul> cannot hold the column <div>s
    <div role="list" aria-label={label} className="flex items-start gap-3 sm:gap-4">
      {dealt.map((column, c) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
          key={c}
          role="none"
          className="flex min-w-0 flex-1 flex-col gap-4 sm:gap-5"
        >
          {column.map((media) => (
            // biome-ignore lint/a11y/useSemanticElements: its list is the role="list" above
            <div role="listitem" key={media._id}>
              <MediaCard media={media} eager={eager.has(media._id)} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const SKELETON_SHAPES = ['aspect-square', 'aspect-[9/16]', 'aspect-square', 'aspect-[9/16]'];

/** The grid while its first page loads: card-shaped blocks in the same columns. */
export function MediaGridSkeleton({ count = 10 }: { count?: number }) {
  const columns = useColumns();
  return (
    <div
      role="status"
      aria-label={t('media.loadingDesigns')}
      className="flex items-start gap-3 sm:gap-4"
    >
      {Array.from({ length: columns }, (_, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={c} className="flex min-w-0 flex-1 flex-col gap-4 sm:gap-5">
          {Array.from({ length: Math.ceil(count / columns) }, (_, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={r}>
              <Skeleton
                className={`${SKELETON_SHAPES[(c + r) % SKELETON_SHAPES.length]} w-full rounded-2xl`}
              />
              <Skeleton className="mt-2 h-4 w-3/4 rounded-md" />
              <Skeleton className="mt-1.5 h-3 w-1/2 rounded-md" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
