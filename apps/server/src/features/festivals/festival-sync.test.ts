import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { categories, festivalDates, festivals, subCategories } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import {
  FESTIVAL_DATES,
  FESTIVAL_DEFINITIONS,
  type FestivalDate,
  type FestivalDefinition,
} from './festival-data';
import { linkDemoFestivals, planFestivalSync, syncFestivalData } from './festival-sync.service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const DATA = { definitions: FESTIVAL_DEFINITIONS, dates: FESTIVAL_DATES };
const NOTHING = { festivalsWritten: 0, datesWritten: 0, datesRemoved: 0 };

async function counts() {
  const db = database.db;
  const [festivalRows] = await db.select({ n: count() }).from(festivals);
  const [dateRows] = await db.select({ n: count() }).from(festivalDates);
  return { festivals: festivalRows?.n, dates: dateRows?.n };
}

async function festivalByKey(key: string) {
  const [row] = await database.db.select().from(festivals).where(eq(festivals.key, key));
  if (!row) throw new Error(`no festival ${key}`);
  return row;
}

async function datesOf(key: string) {
  const { id } = await festivalByKey(key);
  return database.db
    .select({ date: festivalDates.date, endDate: festivalDates.endDate })
    .from(festivalDates)
    .where(eq(festivalDates.festivalId, id))
    .orderBy(asc(festivalDates.date));
}

async function newSubCategory(name: string): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [category] = await database.db
    .insert(categories)
    .values({ name: `${name} category`, slug: `${slug}-category` })
    .returning();
  if (!category) throw new Error('insert returned no row');
  const [sub] = await database.db
    .insert(subCategories)
    .values({ categoryId: category.id, name, slug })
    .returning();
  if (!sub) throw new Error('insert returned no row');
  return sub.id;
}

/** The data file with one festival's facts or days changed. */
function editedData(
  key: string,
  facts: Partial<FestivalDefinition>,
  dates: (entries: FestivalDate[]) => FestivalDate[] = (entries) => entries,
) {
  return {
    definitions: FESTIVAL_DEFINITIONS.map((definition) =>
      definition.key === key ? { ...definition, ...facts } : definition,
    ),
    dates: dates([...FESTIVAL_DATES]),
  };
}

describe('planning the copy of the data file', () => {
  it('plans every festival and day for an empty database, and nothing for an equal one', () => {
    const empty = planFestivalSync(FESTIVAL_DEFINITIONS, FESTIVAL_DATES, []);
    expect(empty.festivals).toHaveLength(FESTIVAL_DEFINITIONS.length);
    expect(empty.dates).toHaveLength(FESTIVAL_DATES.length);
    expect(empty.staleDates).toEqual([]);

    const stored = FESTIVAL_DEFINITIONS.map((definition, index) => ({
      id: `id-${index}`,
      key: definition.key,
      name: definition.name,
      nameHi: definition.nameHi,
      kind: definition.kind,
      regions: [...definition.regions],
      dates: FESTIVAL_DATES.filter((entry) => entry.key === definition.key).map((entry) => ({
        date: entry.date,
        endDate: entry.endDate ?? null,
      })),
    }));
    expect(planFestivalSync(FESTIVAL_DEFINITIONS, FESTIVAL_DATES, stored)).toEqual({
      festivals: [],
      dates: [],
      staleDates: [],
    });
  });
});

describe('the start-up copy of the festival data', () => {
  it('finds nothing to write on a database that has it (the test template was copied in)', async () => {
    const before = await counts();
    expect(before.festivals).toBe(FESTIVAL_DEFINITIONS.length);
    expect(before.dates).toBe(FESTIVAL_DATES.length);
    expect(await syncFestivalData(database.db)).toEqual(NOTHING);
    expect(await counts()).toEqual(before);
  });

  it('fills an empty calendar once when two processes start at the same moment', async () => {
    await database.db.delete(festivals);
    expect(await counts()).toEqual({ festivals: 0, dates: 0 });
    const [first, second] = await Promise.all([
      syncFestivalData(database.db),
      syncFestivalData(database.db),
    ]);
    // Each found the tables empty (and wrote them all) or, on a pool, read after the other had
    // committed (and wrote nothing); either way the rows exist once, whoever wrote them.
    const written = [first.festivalsWritten, second.festivalsWritten];
    expect(written).toContain(FESTIVAL_DEFINITIONS.length);
    for (const count of written) expect([0, FESTIVAL_DEFINITIONS.length]).toContain(count);
    expect(await counts()).toEqual({
      festivals: FESTIVAL_DEFINITIONS.length,
      dates: FESTIVAL_DATES.length,
    });
    const diwali = await datesOf('diwali');
    expect(diwali.map((day) => day.date)).toEqual(['2026-11-08', '2027-10-29', '2028-10-17']);
    expect(await syncFestivalData(database.db)).toEqual(NOTHING);
  });

  it("updates names, kinds, regions and days, and never the operator's link", async () => {
    const subCategoryId = await newSubCategory('Diwali Greetings');
    await database.db.update(festivals).set({ subCategoryId }).where(eq(festivals.key, 'diwali'));
    const { id } = await festivalByKey('diwali');

    const renamed = editedData('diwali', { name: 'Deepavali', regions: ['tamil-nadu'] }, (dates) =>
      dates.map((entry) =>
        entry.key === 'diwali' && entry.date === '2026-11-08'
          ? { ...entry, date: '2026-11-09' }
          : entry,
      ),
    );
    expect(await syncFestivalData(database.db, renamed)).toEqual({
      festivalsWritten: 1,
      datesWritten: 1,
      datesRemoved: 1,
    });
    const after = await festivalByKey('diwali');
    expect(after).toMatchObject({
      id,
      name: 'Deepavali',
      regions: ['tamil-nadu'],
      subCategoryId,
    });
    expect((await datesOf('diwali')).map((day) => day.date)).toEqual([
      '2026-11-09',
      '2027-10-29',
      '2028-10-17',
    ]);

    const longer = editedData('pongal', {}, (dates) =>
      dates.map((entry) =>
        entry.key === 'pongal' && entry.date === '2027-01-15'
          ? { ...entry, endDate: '2027-01-18' }
          : entry,
      ),
    );
    expect(await syncFestivalData(database.db, longer)).toMatchObject({
      datesWritten: 2, // Pongal's longer 2027, and Diwali's 2026 day back where the file has it
      datesRemoved: 1,
    });
    expect(await datesOf('pongal')).toContainEqual({ date: '2027-01-15', endDate: '2027-01-18' });

    // Back to the file as it is: the name returns, the link stays.
    await syncFestivalData(database.db, DATA);
    expect(await festivalByKey('diwali')).toMatchObject({ name: 'Diwali', subCategoryId });
    expect(await syncFestivalData(database.db)).toEqual(NOTHING);
  });

  it("links the demo's sub-categories to festivals nobody has linked yet", async () => {
    const operatorChoice = (await festivalByKey('diwali')).subCategoryId;
    expect(operatorChoice).not.toBeNull();
    const demo = new Map([
      ['diwali', await newSubCategory('Demo Diwali')],
      ['navratri', await newSubCategory('Demo Navratri')],
      ['holi', await newSubCategory('Demo Holi')],
    ]);
    // Navratri's sub-category serves both Navratris and Durga Ashtami; Diwali keeps its link.
    expect(await linkDemoFestivals(database.db, demo)).toBe(4);
    expect((await festivalByKey('diwali')).subCategoryId).toBe(operatorChoice);
    expect((await festivalByKey('navratri')).subCategoryId).toBe(demo.get('navratri'));
    expect((await festivalByKey('chaitra-navratri')).subCategoryId).toBe(demo.get('navratri'));
    expect((await festivalByKey('durga-ashtami')).subCategoryId).toBe(demo.get('navratri'));
    expect((await festivalByKey('holi')).subCategoryId).toBe(demo.get('holi'));
    expect(await linkDemoFestivals(database.db, demo)).toBe(0);
  });

  it('unlinks a festival whose sub-category is deleted', async () => {
    const holi = await festivalByKey('holi');
    if (!holi.subCategoryId) throw new Error('holi should be linked by now');
    await database.db.delete(subCategories).where(eq(subCategories.id, holi.subCategoryId));
    expect((await festivalByKey('holi')).subCategoryId).toBeNull();
  });
});
