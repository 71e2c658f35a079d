import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { searchMisses } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { insertCatalog, SEARCH_TEST_CATALOG } from './search.fixtures';
import { createSearchService } from './search.service';
import { SEARCH_MISSES_PER_DAY } from './search-misses.repo';

let handle: DatabaseHandle;
let day = '2031-01-01';
const errors: unknown[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  await insertCatalog(handle.db, SEARCH_TEST_CATALOG);
});
afterAll(() => handle?.close());

const service = () =>
  createSearchService({ db: handle.db, today: () => day, onRecordError: (e) => errors.push(e) });
const missesOn = (on: string) =>
  handle.db
    .select({ query: searchMisses.query, count: searchMisses.count })
    .from(searchMisses)
    .where(eq(searchMisses.day, on))
    .orderBy(searchMisses.query);

describe('searches that found nothing', () => {
  it('are counted per day by their words, whatever the case and punctuation', async () => {
    day = '2031-01-02';
    const search = service();
    expect((await search.search('Zorblax quintessa')).media).toEqual([]);
    await search.search('  zorblax, QUINTESSA! ');
    await search.search('qwyjibo');
    await expect
      .poll(() => missesOn(day))
      .toEqual([
        { query: 'qwyjibo', count: 1 },
        { query: 'zorblax quintessa', count: 2 },
      ]);
    expect(errors).toEqual([]);
  });

  it('leave out searches that found something, blank ones, and every user', async () => {
    day = '2031-01-03';
    const search = service();
    const found = await search.search('diwali');
    expect(
      found.media.length + found.subCategories.length + found.categories.length,
    ).toBeGreaterThan(0);
    await search.search('   ');
    await search.search('%%%');
    await search.search('nothingmatchesthis');
    await expect.poll(() => missesOn(day)).toEqual([{ query: 'nothingmatchesthis', count: 1 }]);
    const columns = (await handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'search_misses' order by 1`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual(['count', 'day', 'query']);
  });

  it("keep at most a day's share of distinct queries, and still count the ones kept", async () => {
    day = '2031-01-04';
    await handle.db.execute(sql`
      insert into search_misses (day, query, count)
      select ${day}, 'qzkvx' || n, 1 from generate_series(1, ${SEARCH_MISSES_PER_DAY}) n`);
    const search = service();
    const known = await search.search('QZKVX7');
    expect(known.media.length + known.subCategories.length + known.categories.length).toBe(0);
    await search.search('brandnewmiss');
    await expect
      .poll(async () => (await missesOn(day)).find((row) => row.query === 'qzkvx7')?.count)
      .toBe(2);
    const rows = await missesOn(day);
    expect(rows).toHaveLength(SEARCH_MISSES_PER_DAY);
    expect(rows.some((row) => row.query === 'brandnewmiss')).toBe(false);
  });

  it('cut a long query to the column, and record nothing without a day', async () => {
    day = '2031-01-05';
    const long = Array.from({ length: 8 }, (_, i) => `zq${'x'.repeat(20)}${i}`).join(' ');
    await service().search(long);
    await expect.poll(async () => (await missesOn(day))[0]?.query.length).toBe(100);

    await createSearchService({ db: handle.db }).search('unrecordedmiss');
    await service().search('recordedafter');
    await expect
      .poll(async () => (await missesOn(day)).map((row) => row.query))
      .toContain('recordedafter');
    expect((await missesOn(day)).map((row) => row.query)).not.toContain('unrecordedmiss');
  });
});
