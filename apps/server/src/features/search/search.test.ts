import { SEARCH_QUERY_MAX } from '@stamp/shared/schemas/catalog';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { media, searchTerms, subCategories } from '../../db/schema';
import { recomputeMediaSearchVectors } from '../../db/search-vector';
import { openTestDatabase } from '../../test/database';
import { type InsertedCatalog, insertCatalog, SEARCH_TEST_CATALOG } from './search.fixtures';
import { mediaQuery } from './search.repo';
import { createSearchService, type SearchRows } from './search.service';
import { searchWords } from './search-query';
import { createSearchTermsRepo } from './search-terms.repo';
import { buildQuery, quoteLexeme } from './search-tsquery';

let handle: DatabaseHandle;
let catalog: InsertedCatalog;
let search: (query: string) => Promise<SearchRows>;

beforeAll(async () => {
  handle = await openTestDatabase();
  catalog = await insertCatalog(handle.db, SEARCH_TEST_CATALOG);
  const service = createSearchService({
    db: handle.db,
    withoutSeqScans: handle.withoutSeqScans,
  });
  search = (query) => service.search(query);
});
afterAll(() => handle?.close());

const titles = (rows: SearchRows) => rows.media.map((row) => row.media.title);
const subCategoryNames = (rows: SearchRows) =>
  rows.subCategories.map((hit) => hit.subCategory.name);
const categoryNames = (rows: SearchRows) => rows.categories.map((hit) => hit.category.name);

describe('search across scripts', () => {
  it.each(['दिवाली', 'दीपावली', 'diwali', 'deepavali', 'dipawali', 'Deepawali'])(
    '%s finds the Diwali designs in both scripts, and no national day',
    async (query) => {
      const found = titles(await search(query));
      expect(found).toHaveLength(10);
      expect(found.every((title) => /diwali|deepavali|दीपावली/i.test(title))).toBe(true);
    },
  );

  it('finds the other script and spellings, not only the one typed', async () => {
    // "diwali" alone fills its ten places with the twelve Diwali Diya designs it names.
    expect(titles(await search('दिवाली'))).toEqual(
      expect.arrayContaining(['Happy Diwali Wishes', 'Shubh Deepavali', 'शुभ दीपावली']),
    );
    for (const query of ['deepavali', 'dipawali']) {
      expect(titles(await search(query))).toEqual(
        expect.arrayContaining(['Happy Diwali Wishes', 'शुभ दीपावली']),
      );
    }
  });

  it('never matches a Devanagari word on a shared common word alone', async () => {
    // "दिवाली" and "दिवा" are a trigram away from "दिवस" (day), in both national days' names.
    for (const query of ['दिवाली', 'दिवा', 'दिवाली की शुभकामनाएं']) {
      expect(titles(await search(query)).filter((title) => title.includes('दिवस'))).toEqual([]);
    }
    expect(titles(await search('दिवस')).sort()).toEqual(['गणतंत्र दिवस की शुभकामनाएं', 'योग दिवस']);
  });

  it('finds Holi from either script', async () => {
    expect(titles(await search('होली'))).toEqual(
      expect.arrayContaining(['Happy Holi', 'Holi Colour Splash', 'होली की शुभकामनाएं']),
    );
    expect(titles(await search('holi'))).toContain('होली की शुभकामनाएं');
  });

  it('matches a phrase as a whole: सुप्रभात is good morning, शुभ रात्रि only good night', async () => {
    expect(titles(await search('सुप्रभात'))).toEqual(
      expect.arrayContaining(['सुप्रभात', 'Good Morning Chai', 'Good Morning Sunshine']),
    );
    expect(titles(await search('good morning'))).toContain('सुप्रभात');
    expect(titles(await search('शुभ रात्रि'))).toEqual(['Good Night Sweet Dreams']);
    expect(titles(await search('republic day'))).toContain('गणतंत्र दिवस की शुभकामनाएं');
  });

  it('ranks titles in the script that was typed first', async () => {
    expect(titles(await search('दीपावली'))[0]).toBe('शुभ दीपावली');
    expect(titles(await search('deepavali'))[0]).toBe('Shubh Deepavali');
    expect(
      titles(await search('good morning'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Good Morning Chai', 'Good Morning Sunshine']);
  });

  it('keeps the last word a prefix when it is also a name in the table', async () => {
    expect(subCategoryNames(await search('holi'))[0]).toBe('Holi');
    expect(titles(await search('happy holi'))).toEqual(['Happy Holi']);
  });
});

describe('search finds what shoppers mean', () => {
  it.each(['diwal', 'dewali', 'Diwali', 'DIWALI', 'diwali wishes', 'happy diwali'])(
    '%s → Diwali items first, the Diwali sub-category, the Festivals category',
    async (query) => {
      const result = await search(query);
      expect(titles(result)[0]).toMatch(/diwali|deepavali/i);
      expect(subCategoryNames(result)[0]).toBe('Diwali');
      expect(categoryNames(result)[0]).toBe('Festivals');
    },
  );

  it('finds the same items whatever the case', async () => {
    const ids = async (query: string) => (await search(query)).media.map((row) => row.media.id);
    expect(await ids('DIWALI')).toEqual(await ids('diwali'));
  });

  it.each(['good morng', 'goodmorning', 'Good Mor'])('%s → Good Morning items', async (query) => {
    const result = await search(query);
    expect(titles(result)[0]).toMatch(/^Good Morning/);
    expect(subCategoryNames(result)[0]).toBe('Good Morning');
  });

  it('ranks title matches above items that match only by sub-category name', async () => {
    const found = titles(await search('good morning'));
    // "Sunrise Wishes" and "सुप्रभात" live in Good Morning but do not say it.
    expect(found.slice(0, 2).sort()).toEqual(['Good Morning Chai', 'Good Morning Sunshine']);
    expect(found).toContain('Sunrise Wishes');
    expect(found.indexOf('Sunrise Wishes')).toBeGreaterThan(1);
  });

  it('finds a singular title from a plural query', async () => {
    expect(titles(await search('daily quotes'))[0]).toBe('Daily Quote');
  });

  it('finds a transliteration with a typo', async () => {
    expect(titles(await search('shubh deepawali'))[0]).toBe('Shubh Deepavali');
  });

  it('finds Devanagari titles', async () => {
    expect(titles(await search('शुभ दीपावली'))[0]).toBe('शुभ दीपावली');
    expect(titles(await search('सुप्रभात'))[0]).toBe('सुप्रभात');
  });

  it('corrects a typo against the catalogue vocabulary', async () => {
    const result = await search('motivashnal');
    expect(titles(result)[0]).toBe('Motivational Monday');
    expect(subCategoryNames(result)[0]).toBe('Motivational Quotes');
    expect(categoryNames(result)[0]).toBe('Motivational');
  });

  it('finds sub-categories and categories by name', async () => {
    expect(subCategoryNames(await search('Offers & Sales'))[0]).toBe('Offers & Sales');
    expect(categoryNames(await search('real estate'))[0]).toBe('Real Estate');
    expect(categoryNames(await search('festivals'))[0]).toBe('Festivals');
    expect(subCategoryNames(await search('festivals'))).toEqual(['Diwali', 'Holi']);
  });

  it('returns the rows the presenter needs', async () => {
    const result = await search('holi');
    expect(result.media[0]).toMatchObject({
      media: { title: 'Happy Holi', subCategoryId: catalog.subCategoryIds.get('Holi') },
      subCategory: { id: catalog.subCategoryIds.get('Holi'), name: 'Holi' },
      category: { id: catalog.categoryIds.get('Festivals'), name: 'Festivals' },
    });
    const holi = result.subCategories.find((hit) => hit.subCategory.name === 'Holi');
    expect(holi?.category).toEqual({ id: catalog.categoryIds.get('Festivals'), name: 'Festivals' });
    const total = (holi?.counts.images ?? 0) + (holi?.counts.videos ?? 0);
    expect(total).toBe(3);
    const festivals = (await search('festivals')).categories[0];
    expect(festivals?.subCategoryCount).toBe(2);
  });

  it('returns at most 10 per group, best first', async () => {
    const result = await search('diwali');
    expect(result.media).toHaveLength(10);
    // 17 Diwali items, 15 of them say so in the title: those come first.
    for (const title of titles(result)) expect(title).toMatch(/diwali/i);
  });

  it('finds new names after a rename, through the recomputed vectors', async () => {
    const holiId = catalog.subCategoryIds.get('Holi') as string;
    await handle.db
      .update(subCategories)
      .set({ name: 'Rangotsav' })
      .where(eq(subCategories.id, holiId));
    expect(await recomputeMediaSearchVectors(handle.db, { subCategoryId: holiId })).toBe(3);
    // A typo of the new name: found only if the update trigger added 'rangotsav' to the terms.
    const renamed = await search('rangotsv');
    expect(titles(renamed).sort()).toEqual([
      'Happy Holi',
      'Holi Colour Splash',
      'होली की शुभकामनाएं',
    ]);
    expect(subCategoryNames(renamed)[0]).toBe('Rangotsav');
    await handle.db.update(subCategories).set({ name: 'Holi' }).where(eq(subCategories.id, holiId));
    await recomputeMediaSearchVectors(handle.db, { subCategoryId: holiId });
  });
});

describe('search input is only ever text', () => {
  it.each(['', '   ', '\t\n', '%', '_', '\\', "'", '"', ':*', '<->', '&|!', '%%__'])(
    '%j → empty lists, without touching the database',
    async (query) => {
      const untouchable = new Proxy({} as Database, {
        get() {
          throw new Error('the database was used');
        },
      });
      const service = createSearchService({ db: untouchable });
      expect(await service.search(query)).toEqual({ categories: [], subCategories: [], media: [] });
    },
  );

  it.each([
    '"diwali"',
    "'diwali'",
    'diwali\\',
    '\\diwali',
    'diwali:*',
    '!diwali',
    '(diwali',
    'diwali <-> wishes',
    'diwali & | !',
    "diwali'); --",
    '%diwali%',
    'diwa_i',
  ])('%j → the Diwali items, no error', async (query) => {
    const found = titles(await search(query));
    expect(found[0]).toMatch(/diwali|deepavali/i);
  });

  it.each(["'; DROP TABLE media; --", 'a & b | !c', 'select * from media', "x' OR '1'='1"])(
    '%j runs as words and leaves the data alone',
    async (query) => {
      const before = await handle.db.select({ n: count() }).from(media);
      await expect(search(query)).resolves.toBeDefined();
      expect(await handle.db.select({ n: count() }).from(media)).toEqual(before);
    },
  );

  it('finds titles with % and _ literally, and % alone does not mean everything', async () => {
    expect(titles(await search('50%'))[0]).toBe('Flat 50% Off Sale');
    expect(titles(await search('100% pure'))[0]).toBe('100% Pure Ghee Offer');
    expect(titles(await search('buy_1 get_1'))[0]).toBe('Buy_1 Get_1 Free');
    expect(titles(await search("don't miss"))[0]).toBe("Don't Miss: Mega Sale");
    expect((await search('%')).media).toEqual([]);
  });

  it('keeps a 200-character query of many words bounded', async () => {
    const query = `diwali ${Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')}`;
    expect(query.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    expect(searchWords(query)).toHaveLength(8);
    expect(searchWords('Diwali diwali DIWALI')).toEqual(['Diwali']);
    // Words that match nothing are dropped rather than emptying the result.
    expect(titles(await search(query))[0]).toMatch(/diwali/i);
  });
});

describe('the search vocabulary and indexes', () => {
  it('builds tsquery texts that PostgreSQL reads back as the same lexemes', async () => {
    // Lexemes as the default parser can produce them (the vocabulary holds any of these).
    const odd = ["don't", 'a\\b', 'good-morning', '10:30', '& | ! <-> :*', 'दीपावली'];
    const words = odd.map((word) => ({
      word,
      last: false,
      exact: true,
      prefixed: false,
      singular: null,
      split: null,
      corrections: [],
      completions: [],
    }));
    const { match } = buildQuery(words, '');
    const [row] = await handle.db
      .select({ text: sql<string>`${match}::tsquery::text` })
      .from(sql`(select 1) as one`);
    expect(row?.text).toBe(odd.map(quoteLexeme).join(' & '));
  });

  it('collects every lexeme of every media vector (trigger on media)', async () => {
    const terms = await handle.db.select().from(searchTerms);
    expect(terms.map((row) => row.term)).toEqual(
      expect.arrayContaining(['diwali', 'दीपावली', 'festivals', 'morning', 'buy', '50']),
    );
  });

  it('answers media searches from the GIN indexes (title expression, then vector)', async () => {
    const plan = await explainMediaQuery(['diwali']);
    expect(plan).toContain('media_title_search_idx');
    expect(plan).toContain('media_search_idx');
    expect(plan).not.toMatch(/Seq Scan on media/);
  });

  it('reads each phrase a word stands for through the title index on its own', async () => {
    // "suprabhat" is also 'good' <-> 'morning': one OR list would read both words' postings whole.
    const plan = await explainMediaQuery(['suprabhat']);
    expect(plan).toContain('BitmapOr');
    expect(plan).toContain('media_title_search_idx');
    expect(plan).not.toMatch(/Seq Scan on media/);
  });

  it('finds the title matches in the named sub-categories through an index', async () => {
    const diwali = catalog.subCategoryIds.get('Diwali') as string;
    const lines = (await explainMediaQuery(['diwali'], [diwali])).split('\n');
    // Never a filter on each title match's heap row ("real estate" read 9,057 heap blocks so at
    // 1,000,000 media). At that size the planner reads it from media_title_search_idx's second
    // column (btree_gin); on a catalogue this small it may AND in the sub-category index.
    const onSubCategory = lines.filter((line) => /sub_category_id\S* = ANY/.test(line));
    expect(onSubCategory.length).toBeGreaterThan(0);
    expect(onSubCategory.every((line) => line.includes('Index Cond'))).toBe(true);
  });
});

/** The media statement's plan as the repository runs it, one line per plan line. */
async function explainMediaQuery(words: string[], namedSubCategoryIds: string[] = []) {
  const prepared = await createSearchTermsRepo(handle.db).expand(words);
  const statement = mediaQuery(handle.db, prepared, 10, namedSubCategoryIds);
  if (!statement) throw new Error(`${words.join(' ')} should be known words`);
  const { sql: text, params } = statement.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  // An index expression that drifted from titleVector() would show up here as a sequential
  // scan: the one way left.
  const result = await handle.withoutSeqScans((reader) =>
    reader.execute(sql.raw(`explain ${inlined}`)),
  );
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => Object.values(row).join('')).join('\n');
}

/** A test-only SQL literal for EXPLAIN (our params are tsquery texts, numbers and id arrays). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
}
