import type { Media } from '@stamp/shared/schemas/catalog';
import type { ComponentType } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The catalog's media card, handed in by the app (features never import each other): it links to
 * the item's page and plays a video's preview.
 */
export type CreativeCard = ComponentType<{ media: Media; eager?: boolean }>;

/**
 * A festival's creatives side by side, all at one height and each at its real aspect ratio
 * (posts square, stories and reels tall); swipes sideways when they do not fit.
 */
export function CreativeStrip({
  creatives,
  Card,
  label,
  className,
  eager = false,
}: {
  creatives: readonly Media[];
  Card: CreativeCard;
  /** The list's accessible name ("Diwali designs"). */
  label: string;
  /** Sets the strip's height through --strip-h (e.g. `[--strip-h:9rem]`). */
  className?: string;
  eager?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'flex snap-x gap-3 overflow-x-auto pb-2 pt-1 [scrollbar-width:thin]',
        className,
      )}
    >
      {creatives.map((media, index) => (
        <li
          key={media._id}
          className="shrink-0 snap-start"
          style={{ width: `calc(var(--strip-h) * ${media.width / Math.max(media.height, 1)})` }}
        >
          <Card media={media} eager={eager && index < 2} />
        </li>
      ))}
    </ul>
  );
}
