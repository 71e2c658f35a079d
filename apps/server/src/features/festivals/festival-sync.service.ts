import type { Database } from '../../db/client';
import {
  FESTIVAL_DATES,
  FESTIVAL_DEFINITIONS,
  type FestivalDate,
  type FestivalDefinition,
} from './festival-data';
import {
  createFestivalSyncRepo,
  type FestivalFacts,
  type StoredFestival,
} from './festival-sync.repo';

/** What a start-up copy changed (all zeros on a start with nothing new in the data file). */
export interface FestivalSyncResult {
  festivalsWritten: number;
  datesWritten: number;
  datesRemoved: number;
}

export interface FestivalSyncPlan {
  /** New festivals, and festivals whose name, Hindi name, kind or regions changed. */
  festivals: FestivalFacts[];
  /** New days, and days whose last day changed, by festival key. */
  dates: { key: string; date: string; endDate: string | null }[];
  /** Days of a festival of the file that the file no longer has (a corrected lunar date). */
  staleDates: { festivalId: string; date: string }[];
}

/**
 * The differences between the data file and the database: all a start writes. Festivals the
 * file does not name are left alone (reminders and the operator's link may point at them).
 */
export function planFestivalSync(
  definitions: readonly FestivalDefinition[],
  dates: readonly FestivalDate[],
  stored: readonly StoredFestival[],
): FestivalSyncPlan {
  const storedByKey = new Map(stored.map((festival) => [festival.key, festival]));
  const plan: FestivalSyncPlan = { festivals: [], dates: [], staleDates: [] };
  const wantedDays = new Map<string, Map<string, string | null>>();
  for (const entry of dates) {
    let days = wantedDays.get(entry.key);
    if (!days) {
      days = new Map();
      wantedDays.set(entry.key, days);
    }
    days.set(entry.date, entry.endDate ?? null);
  }
  for (const definition of definitions) {
    const facts: FestivalFacts = {
      key: definition.key,
      name: definition.name,
      nameHi: definition.nameHi,
      kind: definition.kind,
      regions: [...definition.regions],
    };
    const existing = storedByKey.get(definition.key);
    if (!existing || !sameFacts(existing, facts)) plan.festivals.push(facts);
    const storedDays = new Map(existing?.dates.map((day) => [day.date, day.endDate]));
    for (const [date, endDate] of wantedDays.get(definition.key) ?? []) {
      if (storedDays.get(date) !== endDate) plan.dates.push({ key: definition.key, date, endDate });
    }
    if (existing) {
      const wanted = wantedDays.get(definition.key);
      for (const day of existing.dates) {
        if (!wanted?.has(day.date))
          plan.staleDates.push({ festivalId: existing.id, date: day.date });
      }
    }
  }
  return plan;
}

function sameFacts(stored: FestivalFacts, wanted: FestivalFacts): boolean {
  return (
    stored.name === wanted.name &&
    stored.nameHi === wanted.nameHi &&
    stored.kind === wanted.kind &&
    stored.regions.length === wanted.regions.length &&
    stored.regions.every((region, index) => region === wanted.regions[index])
  );
}

/**
 * Brings the festival tables in line with the data file, at every start after the migrations.
 * One read when nothing changed; otherwise the differences in one transaction, written with
 * ON CONFLICT so two processes starting together end with the same rows (and keys sorted, so
 * their row locks are taken in the same order).
 */
export async function syncFestivalData(
  db: Database,
  data: { definitions: readonly FestivalDefinition[]; dates: readonly FestivalDate[] } = {
    definitions: FESTIVAL_DEFINITIONS,
    dates: FESTIVAL_DATES,
  },
): Promise<FestivalSyncResult> {
  const stored = await createFestivalSyncRepo(db).readAll();
  const plan = planFestivalSync(data.definitions, data.dates, stored);
  const result: FestivalSyncResult = {
    festivalsWritten: plan.festivals.length,
    datesWritten: plan.dates.length,
    datesRemoved: plan.staleDates.length,
  };
  if (plan.festivals.length + plan.dates.length + plan.staleDates.length === 0) return result;

  await db.transaction(async (tx) => {
    const repo = createFestivalSyncRepo(tx);
    const ids = new Map(stored.map((festival) => [festival.key, festival.id]));
    const sortedFestivals = [...plan.festivals].sort((a, b) => a.key.localeCompare(b.key));
    for (const [key, id] of await repo.upsertFestivals(sortedFestivals)) ids.set(key, id);
    const dateRows = plan.dates
      .map(({ key, date, endDate }) => ({ festivalId: ids.get(key), date, endDate }))
      .filter((row): row is { festivalId: string; date: string; endDate: string | null } =>
        Boolean(row.festivalId),
      )
      .sort((a, b) => a.festivalId.localeCompare(b.festivalId) || a.date.localeCompare(b.date));
    await repo.upsertDates(dateRows);
    await repo.deleteDates(plan.staleDates);
  });
  return result;
}

/**
 * The demo seed's links: each festival the data file gives a demo sub-category goes to the demo
 * catalog's sub-category of that key, unless it is linked already (an operator's choice stays).
 * `subCategoryIds` maps the demo content's sub-category keys to the rows the seed made.
 */
export async function linkDemoFestivals(
  db: Database,
  subCategoryIds: ReadonlyMap<string, string>,
  definitions: readonly FestivalDefinition[] = FESTIVAL_DEFINITIONS,
): Promise<number> {
  const links = definitions.flatMap((definition) => {
    const subCategoryId = definition.demoSubCategory
      ? subCategoryIds.get(definition.demoSubCategory)
      : undefined;
    return subCategoryId ? [{ key: definition.key, subCategoryId }] : [];
  });
  return createFestivalSyncRepo(db).linkUnlinked(links);
}
