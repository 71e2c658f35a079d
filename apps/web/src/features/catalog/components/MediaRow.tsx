import type { Media } from '@stamp/shared/schemas/catalog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
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
  const [edges, setEdges] = useState({ start: true, end: false });
  const shown = useDeferredValue(items, items?.slice(0, FIRST_CARDS));
  const loading = shown === undefined;

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    // The list (and so the element to watch) exists once the items have arrived.
    const el = loading ? null : scroller.current;
    if (!el) return;
    // No measure() here: reading scroll sizes in an effect forces a layout of the whole page
    // before its first paint. The observer's first callback comes after layout, for free.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, loading]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };

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
          <div className="hidden gap-2 md:flex">
            <ScrollButton
              label={`Previous ${title}`}
              disabled={edges.start}
              onClick={() => page(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </ScrollButton>
            <ScrollButton label={`Next ${title}`} disabled={edges.end} onClick={() => page(1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </ScrollButton>
          </div>
        </div>
      </div>
      {loading ? (
        <RowSkeleton label={`Loading ${title}`} />
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

function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-fg transition',
        'hover:border-accent hover:text-accent disabled:cursor-default disabled:opacity-40 disabled:hover:border-border disabled:hover:text-fg',
      )}
    >
      {children}
    </button>
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
