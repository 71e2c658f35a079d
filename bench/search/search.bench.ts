import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@stamp/server/src/db/client';
import { createSearchRepo, mediaQuery } from '@stamp/server/src/features/search/search.repo';
import {
  createSearchService,
  SEARCH_GROUP_LIMIT,
} from '@stamp/server/src/features/search/search.service';
import { searchWords } from '@stamp/server/src/features/search/search-query';
import { createSearchTermsRepo } from '@stamp/server/src/features/search/search-terms.repo';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../api/scratch-postgres';
import { registerCleanup } from '../lib/cleanup';
import { interleavedRounds } from '../lib/interleave';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { bulkLoadCatalog } from './bulk-load';
import { naiveSearch } from './naive-search';
import { mediaScans } from './plan-summary';
import { SEARCH_QUERIES } from './queries';
import { type Measured, printGrowth, printReport, type QueryFigures } from './report';

// How the cost grows with the catalogue: the same queries at 100,000 and 1,000,000 media. A
// quick run's few thousand rows still take every path (indexes, corrections, the scan).
// BENCH_SEARCH_ROWS=20000,200000 runs other sizes while working on search (not for figures).
const MEDIA_ROWS = process.env.BENCH_SEARCH_ROWS
  ? process.env.BENCH_SEARCH_ROWS.split(',').map((rows) => Number(rows.replaceAll('_', '')))
  : sized([100_000, 1_000_000], [3_000]);
const SEED = 1;
// The naive scan reads every row, so it runs in the first rounds only, each a pass over all
// the queries taking turns with a pass of ours (which goes first alternating); ours is fast
// enough for more rounds, which its percentiles count too.
const PAIRED_ROUNDS = sized(5, 1);
const ROUNDS = sized(15, 1);

/** PGlite always; PostgreSQL too when a server to create a scratch database on is given. */
export async function run(): Promise<void> {
  const load = watchLoadAverage();
  try {
    await benchEngines();
  } finally {
    console.log(load.line());
  }
}

async function benchEngines(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-search-'));
  const removeDir = registerCleanup(() => rm(dir, { recursive: true, force: true }));
  try {
    const sizes: Measured[] = [];
    for (const [i, rows] of MEDIA_ROWS.entries()) {
      const pgliteDir = path.join(dir, String(i));
      const removeData = () => rm(pgliteDir, { recursive: true, force: true });
      try {
        sizes.push(await benchEngine('PGlite', rows, await openDatabase({ pgliteDir })));
      } finally {
        await removeData();
      }
    }
    printGrowth('PGlite', sizes);
  } finally {
    await removeDir();
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nsearch (PostgreSQL): skipped; set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  const sizes: Measured[] = [];
  for (const rows of MEDIA_ROWS) {
    const database = await createScratchDatabase(adminUrl);
    const dropDatabase = registerCleanup(database.drop);
    try {
      sizes.push(await benchEngine('PostgreSQL', rows, await openDatabase({ url: database.url })));
    } finally {
      await dropDatabase();
    }
  }
  printGrowth('PostgreSQL', sizes);
}

async function benchEngine(label: string, rows: number, handle: DatabaseHandle): Promise<Measured> {
  const close = registerCleanup(() => handle.close());
  const progress = (step: string) => console.error(`search (${label}): ${step}`);
  try {
    const { db } = handle;
    progress(`generating and inserting ${rows.toLocaleString('en')} media`);
    const { catalog, times } = await bulkLoadCatalog(db, rows, SEED);
    // What autovacuum does on PostgreSQL soon after a bulk load. PGlite has no autovacuum: a
    // seed script should do the same there (planner statistics; visibility for counting).
    let started = performance.now();
    await db.execute(sql`vacuum analyze`);
    const vacuumS = (performance.now() - started) / 1000;

    const search = createSearchService({ db, withoutSeqScans: handle.withoutSeqScans });
    const terms = createSearchTermsRepo(db);
    const repo = createSearchRepo(db);
    const entries: QueryFigures[] = [];
    for (const { query, kind } of SEARCH_QUERIES) {
      // The first run is reported apart (cold); it also warms caches and V8 for the rounds.
      started = performance.now();
      const ours = await search.search(query);
      const cold = performance.now() - started;
      const naive = await naiveSearch(db, query);
      const prepared = await terms.expand(searchWords(query));
      // The statement as the service runs it, with the sub-categories the query named.
      const named = await repo.subCategories(prepared, SEARCH_GROUP_LIMIT);
      const namedIds = named.map((hit) => hit.subCategory.id);
      const plan = await handle.withoutSeqScans(async (reader) => {
        const statement = mediaQuery(reader, prepared, SEARCH_GROUP_LIMIT, namedIds);
        return statement ? mediaScans(reader, statement) : 'no query: no word is known';
      });
      entries.push({
        query,
        kind,
        cold,
        ours: [],
        naive: [],
        oursFound: ours.media.length,
        naiveFound: naive.media.length,
        top: ours.media[0]?.media.title ?? '—',
        meaning: prepared.match ?? '(no known word)',
        plan,
      });
    }

    progress(
      `timing ${SEARCH_QUERIES.length} queries: ${PAIRED_ROUNDS} rounds of ILIKE and ours in ` +
        `turns, then ours alone to ${ROUNDS} rounds`,
    );
    /** Every query once, in order: the ms of each, also kept with its query's figures. */
    const pass = async (side: 'ours' | 'naive') => {
      const times: number[] = [];
      for (const entry of entries) {
        const ms = await timed(() =>
          side === 'ours' ? search.search(entry.query) : naiveSearch(db, entry.query),
        );
        entry[side].push(ms);
        times.push(ms);
      }
      return times;
    };
    const paired = await interleavedRounds(
      () => pass('naive'),
      () => pass('ours'),
      PAIRED_ROUNDS,
    );
    for (let round = PAIRED_ROUNDS; round < ROUNDS; round++) await pass('ours');
    const setup = { label, media: catalog.mediaCount, ...times, vacuumS };
    return printReport({ ...setup, groupLimit: SEARCH_GROUP_LIMIT }, entries, paired);
  } finally {
    await close();
  }
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}
