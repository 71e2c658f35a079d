import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { registerCleanup } from '../lib/cleanup';
import { LIGHTHOUSE_CPU_SLOWDOWN } from './cpu-calibration';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics the performance score is made of (Lighthouse 12 weights them 10/25/30/25/10). */
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP s', scale: 1 / 1000 },
  { id: 'largest-contentful-paint', label: 'LCP s', scale: 1 / 1000 },
  { id: 'total-blocking-time', label: 'TBT ms', scale: 1 },
  { id: 'cumulative-layout-shift', label: 'CLS', scale: 1 },
  { id: 'speed-index', label: 'SI s', scale: 1 / 1000 },
] as const;

export interface Audit {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Numeric values of METRICS, in their display scale. */
  metrics: Record<string, number>;
  /**
   * Lighthouse's CPU benchmark of the machine during the run. Its 4× slowdown assumes a desktop
   * (~1500 and up); with other work on the machine it drops, and so does the performance score.
   */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (4 in its mobile preset; see cpu-calibration.ts). */
  cpuSlowdown: number;
  /** Audits that cost points, by "category:audit-id": title, what Lighthouse says, offenders. */
  findings: Map<string, string>;
}

export interface AuditOptions {
  reportDir?: string;
  acceptLanguage?: string;
  /** Lighthouse's simulated CPU slowdown; its preset's 4 when not given. */
  cpuSlowdown?: number;
  /** Environment for the audit's Chromium besides this process's own (phone-fonts.ts). */
  chromiumEnv?: Record<string, string>;
}

// On a busy machine Lighthouse sometimes loses a run's trace (NO_NAVSTART, NO_FCP): a run is
// tried up to three times before it counts as failed.
const ATTEMPTS = 3;

/**
 * One Lighthouse run on `url`, in its own Chromium on a fresh profile (no cache, storage or
 * service worker carried over from another page or run). Lighthouse's default config is the
 * mobile preset (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), which is what the
 * budget asks. With `reportDir`, the full report (the JSON that
 * https://googlechrome.github.io/lighthouse/viewer/ opens) is written there.
 */
export async function auditPage(url: string, options: AuditOptions = {}): Promise<Audit> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      lastError = error;
      console.error(`web: lighthouse attempt ${attempt} on ${url} failed: ${String(error)}`);
    }
  }
  throw lastError;
}

async function auditOnce(
  url: string,
  { reportDir, acceptLanguage, cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN, chromiumEnv }: AuditOptions,
): Promise<Audit> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-lighthouse-'));
  const removeProfile = registerCleanup(() =>
    rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }),
  );
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      // --accept-lang sets navigator.languages, which a first visit's language follows.
      chromeFlags: [
        '--headless=new',
        ...CHROMIUM_FLAGS,
        ...(acceptLanguage ? [`--accept-lang=${acceptLanguage}`] : []),
      ],
      userDataDir,
      ...(chromiumEnv ? { envVars: { ...envOfThisProcess(), ...chromiumEnv } } : {}),
      // run.ts owns Ctrl-C: it stops this Chromium through the clean-up registry.
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const stopChrome = registerCleanup(async () => {
      // kill() only sends the signal; the profile can be removed once Chromium has exited.
      const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : null;
      chrome.kill();
      await exited;
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Merged into the preset's throttling: the network stays its slow 4G.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (lhr.runtimeError) {
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      }
      if (reportDir) {
        const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
        await mkdir(reportDir, { recursive: true });
        await writeFile(path.join(reportDir, name), JSON.stringify(lhr));
      }
      return {
        scores: scoresOf(lhr),
        metrics: metricsOf(lhr),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        findings: findingsOf(lhr),
      };
    } finally {
      await stopChrome();
    }
  } finally {
    await removeProfile();
  }
}

function envOfThisProcess(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

function scoresOf(lhr: Result): Record<Category, number> {
  const scores = {} as Record<Category, number>;
  for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return scores;
}

function metricsOf(lhr: Result): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const metric of METRICS) {
    metrics[metric.id] = (lhr.audits[metric.id]?.numericValue ?? Number.NaN) * metric.scale;
  }
  return metrics;
}

/**
 * What costs points, keyed by audit id, with the detail a reader needs to fix it: failed audits of
 * the scored categories, and for performance (whose score is only its metrics) the audits that
 * estimate a saving on one of those metrics.
 */
function findingsOf(lhr: Result): Map<string, string> {
  const findings = new Map<string, string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const mode = audit.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual' || mode === 'informative') continue;
      if (id === 'performance') {
        if (ref.group === 'metrics') continue;
        const savings = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
        if (!savings || audit.score >= 0.9) continue;
      } else if (ref.weight === 0) continue;
      const detail = audit.displayValue ? ` — ${audit.displayValue}` : '';
      findings.set(
        `${id}:${audit.id}`,
        `${id}: ${audit.title} (${audit.id})${detail}${itemsOf(audit.details)}`,
      );
    }
  }
  return findings;
}

/** The first few offending elements or URLs of an audit's table, one per line. */
function itemsOf(details: Result['audits'][string]['details']): string {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return '';
  const lines: string[] = [];
  for (const item of details.items.slice(0, 5) as Record<string, unknown>[]) {
    const node = item.node as { snippet?: string; explanation?: string } | undefined;
    const what = node?.snippet ?? item.url ?? item.source ?? item.description;
    if (typeof what !== 'string' && typeof what !== 'object') continue;
    const text = typeof what === 'string' ? what : JSON.stringify(what);
    const why = node?.explanation ? ` (${node.explanation.split('\n')[0]})` : '';
    lines.push(`\n      ${text.slice(0, 160)}${why.slice(0, 200)}`);
  }
  return lines.join('');
}
