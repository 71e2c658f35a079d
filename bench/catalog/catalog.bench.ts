import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import { withBareFastify } from '../api/api.bench';
import { interleavedRounds, type Round, spread } from '../lib/interleave';
import { type LoadResult, measureLoad } from '../lib/load';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { formatTable, targetMark } from '../lib/table';
import { ensureBuiltWebApp } from '../web/built-app';
import { measurePageHtml, pageHtmlTable } from './page-html';
import { operatorCookie } from './seed-over-api';
import { startSeededStamp } from './seeded-stamp';

// Issue 20: catalog reads at least 0.55 of bare Fastify (brotli), with margin on any machine.
const TARGET_RATIO = 0.55;
// A sub-category page's first screen and the home feed's two rows of 10.
const IMAGES = sized(40, 10);
// Rounds of each side, in turns, and each round's measured seconds (after its own warm-up).
const ROUNDS = sized(Number(process.env.BENCH_ROUNDS ?? 5), 1);
const ROUND_S = sized(4, 1);

/**
 * The catalog's hot reads (home feed, a sub-category list) against bare Fastify, on PGlite. Each
 * route takes turns with bare Fastify (bench/lib/interleave.ts), so a slower moment of a shared
 * machine lands on both sides of its ratio.
 */
export async function run(): Promise<void> {
  const progress = (step: string) => console.error(`catalog: ${step}`);
  // The sub-category page's HTML is measured too: the server renders it from the web build.
  ensureBuiltWebApp(fileURLToPath(new URL('../..', import.meta.url)));
  const stamp = await startSeededStamp('catalog', IMAGES, progress);
  const { baseUrl, subCategoryId } = stamp;
  try {
    const load = watchLoadAverage();
    // What a browser sends; the server answers it with the cached brotli body.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const feedPath = '/api/v1/user/media/home/feeds?limit=10';
    const listPath = `/api/v1/user/subcategories/${subCategoryId}/media/images`;
    const inTurns = (bareUrl: string, url: string, headers: Record<string, string> = {}) =>
      interleavedRounds(
        () => measureLoad(bareUrl, {}, ROUND_S),
        () => measureLoad(url, headers, ROUND_S),
        ROUNDS,
      );
    const { feed, list, listPlain } = await withBareFastify(async (bareUrl) => {
      progress(`load: home feed and bare fastify, ${ROUNDS} rounds taking turns`);
      const feed = await inTurns(bareUrl, `${baseUrl}${feedPath}`, browser);
      progress(`load: sub-category images and bare fastify, ${ROUNDS} rounds taking turns`);
      const list = await inTurns(bareUrl, `${baseUrl}${listPath}`, browser);
      progress('load: sub-category images, uncompressed (once, for reference)');
      const listPlain = await measureLoad(`${baseUrl}${listPath}`);
      return { feed, list, listPlain };
    });
    const [feedBytes, listBytes, listPlainBytes] = await Promise.all([
      transferredBytes(`${baseUrl}${feedPath}`, browser),
      transferredBytes(`${baseUrl}${listPath}`, browser),
      transferredBytes(`${baseUrl}${listPath}`, {}),
    ]);
    const bare = spread([...feed, ...list].map((r) => r.baseline.reqPerSec)).median;

    const row = (label: string, rounds: Round<LoadResult>[], bytes: number) => {
      const ratios = spread(rounds.map((r) => r.product.reqPerSec / r.baseline.reqPerSec));
      const median = (pick: (l: LoadResult) => number) =>
        spread(rounds.map((r) => pick(r.product))).median;
      return [
        label,
        median((l) => l.reqPerSec).toFixed(0),
        formatMs(median((l) => l.p50Ms)),
        formatMs(median((l) => l.p99Ms)),
        `${(bytes / 1024).toFixed(1)} KB`,
        ratios.median.toFixed(2),
        `${ratios.min.toFixed(2)}–${ratios.max.toFixed(2)}`,
        `≥ ${TARGET_RATIO.toFixed(2)} ${targetMark(ratios.median >= TARGET_RATIO)}`,
      ];
    };
    console.log(
      [
        '',
        formatTable(
          [
            ['catalog (PGlite)', 'req/s', 'p50 ms', 'p99 ms', 'body', 'ratio', 'range', 'target'],
            ['bare fastify', bare.toFixed(0), '', '', '', '1.00', '', ''],
            row('GET home/feeds?limit=10 (br)', feed, feedBytes),
            row('GET sub-category images (br)', list, listBytes),
            [
              '… same, no Accept-Encoding (once)',
              listPlain.reqPerSec.toFixed(0),
              formatMs(listPlain.p50Ms),
              formatMs(listPlain.p99Ms),
              `${(listPlainBytes / 1024).toFixed(1)} KB`,
              (listPlain.reqPerSec / bare).toFixed(2),
              '',
              '',
            ],
          ],
          [false, true, true, true, true, true, false, false],
        ),
        `req/s and latencies are medians of ${ROUNDS} rounds, each route taking turns with bare ` +
          'Fastify; ratio is the median of the per-round ratios, range their lowest and highest',
        load.line(),
      ].join('\n'),
    );
    progress('sub-category page as HTML, against its JSON list');
    const pageLoad = watchLoadAverage();
    const pageTimes = await measurePageHtml(baseUrl, subCategoryId, await operatorCookie(baseUrl));
    console.log(['', pageHtmlTable(pageTimes), pageLoad.line()].join('\n'));
  } finally {
    await stamp.stop();
  }
}

// autocannon's latency histogram has whole-millisecond resolution: 0 means under 1 ms.
const formatMs = (ms: number) => (ms < 1 ? '<1' : ms.toFixed(0));

/** Bytes on the wire for one answer (a raw request: fetch would decompress and hide them). */
function transferredBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}
