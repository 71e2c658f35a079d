import { UpcomingRow } from '../../features/calendar/components/UpcomingRow';
import { MediaCard } from '../../features/catalog/components/MediaCard';
import { HomePage } from '../../features/catalog/routes/HomePage';

/**
 * `/`: the catalog's home page with the calendar's Upcoming row, whose creatives are the catalog's
 * own cards (features never import each other).
 */
export function HomeRoute() {
  return <HomePage upcoming={<UpcomingRow Card={MediaCard} />} />;
}
