import { formatSpread, type Round, spread } from '../lib/interleave';
import { formatTable, targetMark } from '../lib/table';
import { percentile } from './percentile';

export const TARGET_P95_MS = 20;
export const TARGET_RATIO = 10;

/** Everything measured for one query on one engine. */
export interface QueryFigures {
  query: string;
  kind: string;
  /** The first search of the query: count cache empty, query text new to the engine. */
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
  insertS: number;
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
): void {
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
  const ratiosMet = p50.ratio.median >= TARGET_RATIO && p95.ratio.median >= TARGET_RATIO;

  console.log(
    [
      '',
      `search (${setup.label}): ${setup.media.toLocaleString('en')} media, inserted in ` +
        `${setup.insertS.toFixed(1)} s, VACUUM ANALYZE ${setup.vacuumS.toFixed(1)} s`,
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
            `ours ≤ ${TARGET_P95_MS} ms ${targetMark(p95.oursMs <= TARGET_P95_MS)}, ` +
              `ratio ≥ ${TARGET_RATIO}× ${targetMark(ratiosMet)}`,
          ],
        ],
        [false, true, true, true, false],
      ),
      `first search of each query (count cache empty): p50 ${percentile(cold, 50).toFixed(1)} ms, ` +
        `max ${Math.max(...cold).toFixed(1)} ms`,
      `(${ours.length} timings of ours, ${naive.length} of the ILIKE scan; ` +
        `"media found" is ours/ILIKE, at most ${setup.groupLimit})`,
      `ratio = ILIKE over ours at that percentile, the median (lowest–highest) of ${paired.length} rounds:`,
      '        in each, a pass over every query by each, the two taking turns',
    ].join('\n'),
  );
}
