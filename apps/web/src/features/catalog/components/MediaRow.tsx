import type { Media } from '@stamp/shared/schemas/catalog';
import { type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { RowScrollButtons } from '../../../components/ui/RowScrollButtons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useScrollEdges } from '../../../hooks/use-scroll-edges';
import { t } from '../messages';
import { MediaCard } from './MediaCard';

interface MediaRowProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A link beside the title, e.g. "See all". */
  action?: ReactNode;
  /** Undefined while loading: placeholders of the row's final height, so nothing below it moves. */
  items: readonly Media[] | undefined;
  /** The first cards load at once (the row is near the top of the page). */
  eager?: boolean;
}

// Both the list and its placeholders: the row's height (--row-h) lives here.
const ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 pt-1 [--row-h:15rem] [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6 sm:[--row-h:17rem] lg:[--row-h:18.5rem] [&::-webkit-scrollbar]:hidden';
// Enough square placeholders to fill the widest screen's row.
const PLACEHOLDERS = 6;
// The cards a wide screen shows before scrolling are built at once; the rest of the row follows
// in a background render React splits into short slices (as MediaGrid does).
const FIRST_CARDS = 5;

/**
 * A horizontal, snapping row of creatives, all at one height and each at its real aspect ratio.
 * Swipe on phones; previous/next buttons (and the keyboard, through the cards) on desktop.
 */
export function MediaRow({ title, description, icon, action, items, eager }: MediaRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const shown = useDeferredValue(items, items?.slice(0, FIRST_CARDS));
  const loading = shown === undefined;
  // The list (and so the element to watch) exists once the items have arrived.
  const { edges, measure, page } = useScrollEdges(scroller, !loading);

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
            {icon}
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {action}
          <RowScrollButtons subject={title} edges={edges} page={page} />
        </div>
      </div>
      {loading ? (
        <RowSkeleton label={t('media.loadingRow', { title })} />
      ) : (
        <ul ref={scroller} onScroll={measure} className={ROW}>
          {shown.map((media, index) => (
            <li
              key={media._id}
              className="shrink-0 snap-start"
              style={{ width: `calc(var(--row-h) * ${media.width / Math.max(media.height, 1)})` }}
            >
              <MediaCard media={media} eager={eager && index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Square cards with a two-line caption: MediaCard's box (--row-h) and caption (46 px) heights. */
function RowSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={ROW}>
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} aria-hidden="true" className="w-(--row-h) shrink-0">
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
  );
}
