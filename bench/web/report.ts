import { formatTable, targetMark } from '../lib/table';
import { percentile } from '../search/percentile';
import type { FirstLoad } from './first-load';
import { type Audit, CATEGORIES, type Category, METRICS } from './lighthouse-audit';

/** Issue 4: the home route's JavaScript on a first visit, gzip. */
export const FIRST_LOAD_TARGET_KB = 150;
const SCORE_TARGETS: Record<Category, { min: number; label: string }> = {
  performance: { min: 90, label: '≥ 90' },
  accessibility: { min: 100, label: '100' },
  'best-practices': { min: 95, label: '≥ 95' },
  seo: { min: 90, label: '≥ 90' },
};
const HEADINGS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

// Other pages' scripts are listed for reference: the largest few say where their weight is.
const SCRIPTS_SHOWN = 6;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printFirstLoad(
  loads: FirstLoad[],
  build: { builtAt: Date; builtNow: boolean; baseUrl: string },
): void {
  const ageMin = (Date.now() - build.builtAt.getTime()) / 60_000;
  const origin = build.builtNow ? 'built by this run' : `built ${ageMin.toFixed(0)} min ago`;
  const budgeted = (load: FirstLoad) => load.page === loads[0]?.page;
  const rows = loads.map((load) => [
    load.page,
    load.language,
    load.viewport,
    String(load.scripts.length),
    kb(load.bytes),
    kb(load.gzipBytes),
    budgeted(load)
      ? `≤ ${FIRST_LOAD_TARGET_KB} KB ${targetMark(load.gzipBytes <= FIRST_LOAD_TARGET_KB * 1024)}`
      : '(reference)',
    String(load.imagesInMain),
  ]);
  // Every script of the budgeted page (first screen, each language); the largest few of the others.
  const listed = loads.filter(
    (load) => !budgeted(load) || load === loads.find((first) => first.language === load.language),
  );
  const scriptTables = listed.map((load) => {
    const shown = budgeted(load) ? load.scripts : load.scripts.slice(0, SCRIPTS_SHOWN);
    const hidden = load.scripts.length - shown.length;
    return formatTable(
      [
        [
          `scripts of ${load.page} in ${load.language} (${load.viewport})`,
          'raw',
          'gzip',
          'sent as',
        ],
        ...shown.map((script) => [
          `  ${new URL(script.url).pathname}`,
          kb(script.bytes),
          kb(script.gzipBytes),
          script.encoding || 'identity',
        ]),
        ...(hidden > 0 ? [[`  … ${hidden} smaller`, '', '', '']] : []),
      ],
      [false, true, true, false],
    );
  });
  console.log(
    [
      '',
      `web app: apps/web/dist (${origin}); every script a first visit fetched, gzip -9`,
      formatTable(
        [
          ['first load', 'language', 'screen', 'scripts', 'raw', 'gzip', 'target', 'images'],
          ...rows,
        ],
        [false, false, false, true, true, true, false, true],
      ),
      ...scriptTables.flatMap((table) => ['', table]),
    ].join('\n'),
  );
}

export function printLighthouse(
  pages: { label: string; path: string }[],
  audits: Map<string, Audit[]>,
  failures: Map<string, string[]>,
  targetCpuIndex: number | null,
  phoneFonts: boolean,
): void {
  const runs = Math.max(...[...audits.values()].map((list) => list.length));
  const scoreRows = pages.map((page) => {
    const list = audits.get(page.label) ?? [];
    return [
      page.label,
      ...CATEGORIES.map((id) => {
        const median = percentile(
          list.map((audit) => audit.scores[id]),
          50,
        );
        const all = list.map((audit) => audit.scores[id]).join('/');
        return `${median} ${targetMark(median >= SCORE_TARGETS[id].min)}${list.length > 1 ? ` (${all})` : ''}`;
      }),
    ];
  });
  const metricRows = pages.map((page) => {
    const list = audits.get(page.label) ?? [];
    return [
      page.label,
      ...METRICS.map((metric) => {
        const median = percentile(
          list.map((audit) => audit.metrics[metric.id] ?? Number.NaN),
          50,
        );
        return metric.id === 'cumulative-layout-shift' ? median.toFixed(3) : median.toFixed(1);
      }),
      percentile(
        list.map((audit) => audit.benchmarkIndex),
        50,
      ).toFixed(0),
      `${percentile(
        list.map((audit) => audit.cpuSlowdown),
        50,
      )}×`,
    ];
  });
  const lines = [
    '',
    `Lighthouse 12, mobile preset, median of ${runs} run(s) (each run's score in brackets)`,
    formatTable(
      [
        ['page', ...CATEGORIES.map((id) => HEADINGS[id])],
        ...scoreRows,
        ['target', ...CATEGORIES.map((id) => SCORE_TARGETS[id].label)],
      ],
      [false, true, true, true, true],
    ),
    '',
    formatTable(
      [
        ['page (median)', ...METRICS.map((metric) => metric.label), 'CPU index', 'CPU slowdown'],
        ...metricRows,
      ],
      [false, true, true, true, true, true, true, true],
    ),
    "CPU index: Lighthouse's benchmark of this machine during the runs; other work on the machine",
    'lowers it. CPU slowdown: what Lighthouse multiplied the main-thread work by to simulate a phone.',
    targetCpuIndex === null
      ? 'Its preset, 4×, as asked (WEB_BENCH_CPU_INDEX=off): the figures are those of this machine.'
      : `4× on a machine of index ${targetCpuIndex}, scaled up on a faster one so that the figures are those of ` +
        `an index of ${targetCpuIndex} (WEB_BENCH_CPU_INDEX; never below 4×).`,
    phoneFonts
      ? "Fonts: the machine's, plus the phone's Devanagari system face, Noto Sans Devanagari (phone-fonts.ts)."
      : "Fonts: the machine's only (WEB_BENCH_PHONE_FONTS=off): Hindi shows as boxes until its web font arrives.",
  ];
  for (const page of pages) {
    const list = audits.get(page.label) ?? [];
    // The last run's wording of each finding, and in how many runs it came up.
    const seen = new Map<string, { text: string; count: number }>();
    for (const audit of list) {
      for (const [key, text] of audit.findings) {
        seen.set(key, { text, count: (seen.get(key)?.count ?? 0) + 1 });
      }
    }
    lines.push('', `findings on ${page.label} (${page.path}):`);
    for (const failure of failures.get(page.label) ?? []) {
      lines.push(`  a run failed and is not counted: ${failure}`);
    }
    if (seen.size === 0) lines.push('  none');
    for (const { text, count } of seen.values()) {
      lines.push(`  ${count < list.length ? `[${count}/${list.length} runs] ` : ''}${text}`);
    }
  }
  console.log(lines.join('\n'));
}
