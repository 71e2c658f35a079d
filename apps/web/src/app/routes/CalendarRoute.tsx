import { CalendarPage } from '../../features/calendar/routes/CalendarPage';
import { MediaCard } from '../../features/catalog/components/MediaCard';

/** `/calendar`: the calendar's days show the catalog's own cards (features never import each other). */
export function CalendarRoute() {
  return <CalendarPage Card={MediaCard} />;
}
