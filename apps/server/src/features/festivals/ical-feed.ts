import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import { addDays } from '../../db/business-day-sql';
import type { FestivalDayRow } from './festivals.repo';

export interface CalendarFeed {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME). */
  name: string;
  days: readonly FestivalDayRow[];
  /** Where sub-category pages live (PUBLIC_URL). */
  publicUrl: URL;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
  /** An alarm on each event, this long before its first day's midnight; none when omitted. */
  alarmSecondsBefore?: number;
}

const SECONDS_PER_DAY = 86_400;

/**
 * How long before a day's start (midnight, the subscriber's time) an alarm at `time` (HH:MM) on the
 * day before rings: 09:00 the day before is 15 hours before.
 */
export function alarmTheDayBefore(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return SECONDS_PER_DAY - (hours * 3600 + minutes * 60);
}

/**
 * The festival days as an iCalendar (RFC 5545) document: one all-day event per festival day
 * (DATE values; DTEND is the day after the last, as the RFC counts it), its UID stable across
 * copies of the feed so a calendar app updates an event instead of adding it again.
 */
export function buildCalendarFeed(feed: CalendarFeed): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Stamp', product: 'Festival calendar', language: 'EN' },
    // How often subscribers should fetch it again (X-PUBLISHED-TTL, REFRESH-INTERVAL).
    ttl: 12 * 3600,
  });
  for (const day of feed.days) {
    const lastDay = day.endDate ?? day.date;
    calendar.createEvent({
      id: `${day.key}-${day.date}@stamp`,
      allDay: true,
      start: `${day.date}T00:00:00Z`,
      end: `${addDays(lastDay, 1)}T00:00:00Z`,
      stamp: feed.now,
      summary: day.name,
      description: day.nameHi,
      // A festival does not make anyone busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      categories: [{ name: day.kind }],
      url: day.subCategory
        ? new URL(`/category/${day.subCategory.slug}/${day.subCategory.id}`, feed.publicUrl).href
        : null,
      alarms:
        feed.alarmSecondsBefore === undefined
          ? []
          : [
              {
                type: ICalAlarmType.display,
                triggerBefore: feed.alarmSecondsBefore,
                description: `${day.name} is tomorrow`,
              },
            ],
    });
  }
  return calendar.toString();
}
