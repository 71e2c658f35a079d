import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { FEED_TOKEN_PATTERN } from './feed-token';
import { createFestivalsRepo } from './festivals.repo';
import { alarmTheDayBefore, buildCalendarFeed } from './ical-feed';
import { createRemindersRepo } from './reminders.repo';

/** The calendar feeds: every festival for anyone, and each user's own behind a secret address. */
export function createCalendarService(deps: {
  db: Database;
  publicUrl: URL;
  now: () => Date;
  /** The reminder e-mail's time of day (REMINDER_BEFORE_TIME): the alarm rings then, a day early. */
  alarmTime: string;
}) {
  const festivals = createFestivalsRepo(deps.db);
  const reminders = createRemindersRepo(deps.db);

  return {
    /** Every festival day the data holds. */
    async publicFeed(): Promise<string> {
      return buildCalendarFeed({
        name: 'Stamp: Indian festivals',
        days: await festivals.listDays({}),
        publicUrl: deps.publicUrl,
        now: deps.now(),
      });
    },

    /**
     * The festivals a user chose, and all those of their region, each with an alarm the day
     * before. The token is looked up by its hash; an unknown, malformed or replaced one is a 404.
     */
    async privateFeed(token: string): Promise<string> {
      const missing = notFound('Calendar not found');
      if (!FEED_TOKEN_PATTERN.test(token)) throw missing;
      const userId = await reminders.userByFeedHash(hashToken(token));
      if (!userId) throw missing;
      return buildCalendarFeed({
        name: 'Stamp: my festival reminders',
        days: await festivals.listDays({ remindedUser: userId }),
        publicUrl: deps.publicUrl,
        now: deps.now(),
        alarmSecondsBefore: alarmTheDayBefore(deps.alarmTime),
      });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
