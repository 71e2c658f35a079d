import type { Media } from '@stamp/shared/schemas/catalog';
import {
  FESTIVAL_CREATIVES_MAX,
  FESTIVAL_RANGE_MAX_DAYS,
  type Festival,
  type FestivalsQuery,
  type UpcomingQuery,
} from '@stamp/shared/schemas/festivals';
import { addDays } from '../../db/business-day-sql';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import type { CatalogPresenter } from '../catalog/catalog.presenter';
import { NO_REMINDERS, presentFestival, type ReminderState } from './festival.presenter';
import { createFestivalsRepo, type FestivalDayFilter } from './festivals.repo';
import { createRemindersRepo } from './reminders.repo';

/** How far `GET /user/festivals` looks when the query names no end. */
export const DEFAULT_RANGE_DAYS = 30;

/** Who asks: a signed-in user (whose reminders and membership shape the answer), or null. */
export interface Viewer {
  userId: string;
  isMember: boolean;
}

export interface FestivalsAnswer {
  /** The business day `daysAway` counts from. */
  today: string;
  festivals: Festival[];
}

function invalid(field: string, message: string): AppError {
  return new AppError({
    statusCode: 400,
    message,
    code: 'VALIDATION_FAILED',
    fields: { [field]: message },
  });
}

/** The festival calendar as visitors and users read it: a range of days, or the coming days. */
export function createFestivalsService(deps: {
  db: Database;
  present: CatalogPresenter;
  timeZone: string;
  now: () => Date;
}) {
  const festivalsRepo = createFestivalsRepo(deps.db);
  const remindersRepo = createRemindersRepo(deps.db);
  const today = () => businessDay(deps.timeZone, deps.now());

  async function remindersOf(viewer: Viewer | null): Promise<ReminderState> {
    if (!viewer) return NO_REMINDERS;
    const [settings, choices] = await Promise.all([
      remindersRepo.settings(viewer.userId),
      remindersRepo.choices(viewer.userId),
    ]);
    return { festivalIds: new Set(choices), region: settings?.region ?? null };
  }

  /**
   * A fixed number of queries whatever the number of festivals: the days, the creatives of all
   * their sub-categories (one windowed query) and the viewer's reminders.
   */
  async function answer(
    filter: FestivalDayFilter,
    day: string,
    viewer: Viewer | null,
  ): Promise<FestivalsAnswer> {
    const [days, reminders] = await Promise.all([
      festivalsRepo.listDays(filter),
      remindersOf(viewer),
    ]);
    const subCategoryIds = [
      ...new Set(days.flatMap((row) => (row.subCategory ? [row.subCategory.id] : []))),
    ];
    const items = await festivalsRepo.newestMedia(subCategoryIds, FESTIVAL_CREATIVES_MAX);
    const creatives = new Map<string, Media[]>();
    for (const item of items) {
      const list = creatives.get(item.subCategory.id) ?? [];
      list.push(deps.present.media(item, viewer?.isMember ?? false));
      creatives.set(item.subCategory.id, list);
    }
    return {
      today: day,
      festivals: days.map((row) =>
        presentFestival(
          row,
          day,
          row.subCategory ? (creatives.get(row.subCategory.id) ?? []) : [],
          reminders,
        ),
      ),
    };
  }

  return {
    /**
     * Festivals from `from` (default today) to `to` (default 30 days after `from`); one that
     * began before `from` and is still under way is included.
     */
    async list(query: FestivalsQuery, viewer: Viewer | null): Promise<FestivalsAnswer> {
      const day = today();
      const from = query.from ?? day;
      const to = query.to ?? addDays(from, DEFAULT_RANGE_DAYS);
      // The query schema checks a range it is given whole; a default end is checked here.
      if (to < from) throw invalid('to', 'to must not be before from');
      if (addDays(from, FESTIVAL_RANGE_MAX_DAYS) < to) {
        throw invalid('to', `Ask for at most ${FESTIVAL_RANGE_MAX_DAYS} days at a time`);
      }
      return answer({ from, to, region: query.region, kind: query.kind }, day, viewer);
    },

    /** The Upcoming row: festivals from today to `days` days ahead, under way ones included. */
    async upcoming(query: UpcomingQuery, viewer: Viewer | null): Promise<FestivalsAnswer> {
      const day = today();
      return answer({ from: day, to: addDays(day, query.days), region: query.region }, day, viewer);
    },
  };
}
export type FestivalsService = ReturnType<typeof createFestivalsService>;
