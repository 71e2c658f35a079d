import { formatSpread, type Round, spread } from '../lib/interleave';
import { formatTable, targetMark } from '../lib/table';
import { percentile } from './percentile';

/**
 * Targets by size (issues "search" and "Cost as work grows"): at 100,000 media p95 ≤ 20 ms and
 * 10× the ILIKE scan on both engines; at 1,000,000 p95 ≤ 25 ms on PGlite and ≤ 20 ms on
 * PostgreSQL, 50× the scan; and p95 less than 2× from the smallest size to the largest.
 */
export function targetsFor(label: string, media: number): { p95Ms: number; ratio: number } {
  if (media < 1_000_000) return { p95Ms: 20, ratio: 10 };
  return { p95Ms: label === 'PGlite' ? 25 : 20, ratio: 50 };
}
export const TARGET_GROWTH = 2;

/** One size's pooled p95, for the growth line. */
export interface Measured {
  media: number;
  p95Ms: number;
}

/** Everything measured for one query on one engine. */
export interface QueryFigures {
  query: string;
  kind: string;
  /** The first search of the query, before any repeat has warmed it. */
  cold: number;
  ours: number[];
  naive: number[];
  oursFound: number;
  naiveFound: number;
  top: string;
  /** What the words became (tsquery after prefixes and corrections). */
  meaning: string;
  plan: string;
}

export interface Setup {
  label: string;
  media: number;
  generateS: number;
  insertS: number;
  indexS: number;
  vacuumS: number;
  groupLimit: number;
}

/**
 * Per-query table, what each query became and how media were read, then the pooled figures. The
 * ms are percentiles of every timing; a ratio is the median (and range) of the paired rounds'
 * ratios, each the ILIKE pass's percentile over ours, the two passes taking turns.
 */
export function printReport(
  setup: Setup,
  entries: QueryFigures[],
  paired: Round<number[]>[],
): Measured {
  const target = targetsFor(setup.label, setup.media);
  const ours = entries.flatMap((entry) => entry.ours);
  const naive = entries.flatMap((entry) => entry.naive);
  const at = (p: number) => ({
    oursMs: percentile(ours, p),
    naiveMs: percentile(naive, p),
    ratio: spread(paired.map((r) => percentile(r.baseline, p) / percentile(r.product, p))),
  });
  const p50 = at(50);
  const p95 = at(95);
  const cold = entries.map((entry) => entry.cold);
  const ratiosMet = p50.ratio.median >= target.ratio && p95.ratio.median >= target.ratio;

  console.log(
    [
      '',
      `search (${setup.label}): ${setup.media.toLocaleString('en')} media: generated in ` +
        `${setup.generateS.toFixed(1)} s, inserted in ${setup.insertS.toFixed(1)} s, indexes ` +
        `built in ${setup.indexS.toFixed(1)} s, VACUUM ANALYZE ${setup.vacuumS.toFixed(1)} s ` +
        `(${(setup.generateS + setup.insertS + setup.indexS + setup.vacuumS).toFixed(0)} s in all)`,
      formatTable(
        [
          ['query', 'kind', 'ours p50 ms', 'ILIKE p50 ms', 'media found', 'our first result'],
          ...entries.map((entry) => [
            entry.query,
            entry.kind,
            percentile(entry.ours, 50).toFixed(1),
            percentile(entry.naive, 50).toFixed(1),
            `${entry.oursFound}/${entry.naiveFound}`,
            entry.top.slice(0, 36),
          ]),
        ],
        [false, false, true, true, true, false],
      ),
      '',
      formatTable(
        [
          ['query', 'searched as', 'media read through (EXPLAIN ANALYZE)'],
          ...entries.map((entry) => [entry.query, entry.meaning, entry.plan]),
        ],
        [false, false, false],
      ),
      '',
      formatTable(
        [
          ['all queries', 'ours ms', 'ILIKE ms', 'ratio (range)', 'target'],
          ['p50', p50.oursMs.toFixed(1), p50.naiveMs.toFixed(1), formatSpread(p50.ratio, 1), ''],
          [
            'p95',
            p95.oursMs.toFixed(1),
            p95.naiveMs.toFixed(1),
            formatSpread(p95.ratio, 1),
            `ours ≤ ${target.p95Ms} ms ${targetMark(p95.oursMs <= target.p95Ms)}, ` +
              `ratio ≥ ${target.ratio}× ${targetMark(ratiosMet)}`,
          ],
        ],
        [false, true, true, true, false],
      ),
      `first search of each query: p50 ${percentile(cold, 50).toFixed(1)} ms, ` +
        `max ${Math.max(...cold).toFixed(1)} ms`,
      `(${ours.length} timings of ours, ${naive.length} of the ILIKE scan; ` +
        `"media found" is ours/ILIKE, at most ${setup.groupLimit})`,
      `ratio = ILIKE over ours at that percentile, the median (lowest–highest) of ${paired.length} rounds:`,
      '        in each, a pass over every query by each, the two taking turns',
    ].join('\n'),
  );
  return { media: setup.media, p95Ms: p95.oursMs };
}

/** How p95 grew from the smallest size to the largest, against the media's own growth. */
export function printGrowth(label: string, sizes: Measured[]): void {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  if (!first || !last || first === last) return;
  const growth = last.p95Ms / first.p95Ms;
  const media = last.media / first.media;
  console.log(
    `\nsearch (${label}): p95 ${first.p95Ms.toFixed(1)} ms at ` +
      `${first.media.toLocaleString('en')} media → ${last.p95Ms.toFixed(1)} ms at ` +
      `${last.media.toLocaleString('en')}: ${growth.toFixed(2)}× for ${media.toFixed(0)}× the ` +
      `media (target < ${TARGET_GROWTH}× ${targetMark(growth < TARGET_GROWTH)})`,
  );
}
