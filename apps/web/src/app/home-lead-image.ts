import type { Media } from '@stamp/shared/schemas/catalog';
import type { Festival } from '../features/calendar/api/get-festivals';
import { pickShowcase } from '../features/catalog/lib/showcase';

// Tailwind's lg, where the home hero shows its collage (HomeHero.tsx).
export const WIDE_SCREEN = '(min-width: 64rem)';

interface HomeData {
  /** The home feed's rows, when they arrived. */
  feed: { trending: readonly Media[]; latest: readonly Media[] } | undefined;
  /** The Upcoming row's festivals, when they arrived. */
  upcoming: readonly Festival[] | undefined;
}

/**
 * The image the home page's first screen shows largest, to fetch before the page has rendered:
 * on a laptop the hero collage's tall middle design; on a phone (no collage) the Upcoming row's
 * first creative when a festival coming up has designs, since that row sits above Trending, else
 * the first trending card.
 */
export function homeLeadImage(wide: boolean, { feed, upcoming }: HomeData): string | undefined {
  if (wide) {
    const middle = feed && pickShowcase([...feed.trending, ...feed.latest])[1];
    return middle?.thumbnailImage.secureUrl ?? undefined;
  }
  const first =
    upcoming?.find((festival) => festival.creatives.length > 0)?.creatives[0] ?? feed?.trending[0];
  return first?.thumbnailImage.secureUrl ?? first?.posterUrl ?? undefined;
}
