import { fileURLToPath } from 'node:url';
import { operatorCookie } from '../catalog/seed-over-api';
import { startSeededStamp } from '../catalog/seeded-stamp';
import { launchChromium } from '../lib/chromium';
import { registerCleanup } from '../lib/cleanup';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { ensureBuiltWebApp } from './built-app';
import { cpuSlowdownFor, targetCpuIndex } from './cpu-calibration';
import { type FirstLoad, LANGUAGES, measureFirstLoad, VIEWPORTS } from './first-load';
import { type Audit, auditPage } from './lighthouse-audit';
import { type PhoneFonts, phoneFonts, wantsPhoneFonts } from './phone-fonts';
import { printFirstLoad, printLighthouse } from './report';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Two full home rows (10 trending, 10 latest) and a sub-category page's first screen.
const IMAGES = sized(20, 4);
// Lighthouse's performance score moves with CPU contention on a shared machine: the median of
// a few runs is what is reported (WEB_BENCH_RUNS=1 for a quick look, 0 for the JavaScript only;
// a --quick run makes one).
const RUNS = sized(Math.max(0, Number(process.env.WEB_BENCH_RUNS ?? 3) || 0), 1);
// A directory to keep every run's full Lighthouse report in (JSON), for a closer look.
const REPORT_DIR = process.env.WEB_BENCH_REPORTS;
// WEB_BENCH_CPU_INDEX: the class of machine the runs emulate (cpu-calibration.ts), 1650 unless
// given; `off` for Lighthouse's preset as it is.

/** Issue 4's web budgets: the home page's first-load JavaScript, and Lighthouse on three pages. */
export async function run(): Promise<void> {
  const load = watchLoadAverage();
  try {
    await measure();
  } finally {
    console.log(load.line());
  }
}

async function measure(): Promise<void> {
  const progress = (step: string) => console.error(`web: ${step}`);
  const { builtAt, builtNow } = ensureBuiltWebApp(REPO_ROOT);
  const stamp = await startSeededStamp('web', IMAGES, progress);
  const { baseUrl, subCategoryId } = stamp;
  try {
    const mediaId = await firstMediaId(baseUrl, subCategoryId);
    const pages = [
      { label: 'home /', path: '/' },
      { label: 'sub-category', path: `/category/diwali/${subCategoryId}` },
      { label: 'item', path: `/${mediaId}` },
    ];

    const firstLoads: FirstLoad[] = [];
    const browser = await launchChromium();
    const closeBrowser = registerCleanup(() => browser.close());
    try {
      // The budget is the home page's, on any screen and in either language (issue 18: each
      // language's catalog on demand); the other pages on a phone, for reference.
      const [home, ...others] = pages.map((page) => ({ ...page, url: `${baseUrl}${page.path}` }));
      for (const language of LANGUAGES) {
        for (const viewport of VIEWPORTS) {
          if (!home) break;
          progress(`first load of / in ${language.label} (${viewport.label})`);
          firstLoads.push(await measureFirstLoad(browser, home, viewport, language));
        }
      }
      for (const language of LANGUAGES) {
        for (const page of others) {
          progress(`first load of ${page.path} in ${language.label}`);
          firstLoads.push(await measureFirstLoad(browser, page, VIEWPORTS[0], language));
        }
      }
      // Issue 16: the operator console, for reference (no budget; public pages never load it).
      progress('first load of /admin/catalog (signed in as the operator)');
      const console_ = {
        label: 'console',
        url: `${baseUrl}/admin/catalog`,
        cookie: await operatorCookie(baseUrl),
      };
      firstLoads.push(await measureFirstLoad(browser, console_, VIEWPORTS[1]));
    } finally {
      await closeBrowser();
    }
    printFirstLoad(firstLoads, { builtAt, builtNow, baseUrl });
    if (RUNS === 0) return;

    // Each page in each language (issue 18: Lighthouse ≥ 90 in Hindi as well).
    const audited = LANGUAGES.flatMap((language) =>
      pages.map((page) => ({ ...page, label: `${page.label} · ${language.label}`, language })),
    );
    const audits = new Map<string, Audit[]>(audited.map((page) => [page.label, []]));
    const failures = new Map<string, string[]>(audited.map((page) => [page.label, []]));
    // The CPU slowdown that emulates the target class of machine is worked out from this
    // machine's CPU index: one run first, not counted, then every run's own index.
    const target = targetCpuIndex();
    const indices: number[] = [];
    const fonts: PhoneFonts | null = wantsPhoneFonts() ? await phoneFonts() : null;
    progress(
      fonts
        ? "lighthouse: Chromium has the phone's Devanagari system face (WEB_BENCH_PHONE_FONTS=off: the machine's fonts only)"
        : "lighthouse: Chromium has this machine's fonts only (no Devanagari face)",
    );
    if (target !== null) {
      progress(`lighthouse: measuring this machine's CPU index (emulating ${target})`);
      // Should it fail, the first counted run uses the preset's 4× and the next ones its index.
      await auditPage(`${baseUrl}/`).then(
        (audit) => indices.push(audit.benchmarkIndex),
        (error: unknown) => console.error(`web: the CPU index run failed: ${String(error)}`),
      );
    }
    for (let round = 1; round <= RUNS; round++) {
      for (const page of audited) {
        progress(`lighthouse ${round}/${RUNS}: ${page.path} in ${page.language.label}`);
        try {
          const audit = await auditPage(`${baseUrl}${page.path}`, {
            reportDir: REPORT_DIR,
            acceptLanguage: `${page.language.locale},${page.language.lang}`,
            cpuSlowdown: cpuSlowdownFor(indices, target),
            ...(fonts ? { chromiumEnv: fonts.env } : {}),
          });
          indices.push(audit.benchmarkIndex);
          audits.get(page.label)?.push(audit);
        } catch (error) {
          // Reported under the table; the other runs still make a median.
          failures.get(page.label)?.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    await fonts?.remove();
    printLighthouse(audited, audits, failures, target, fonts !== null);
  } finally {
    await stamp.stop();
  }
}

async function firstMediaId(baseUrl: string, subCategoryId: string): Promise<string> {
  const url = `${baseUrl}/api/v1/user/subcategories/${subCategoryId}/media/images?limit=1`;
  const body = (await (await fetch(url)).json()) as { data?: { _id: string }[] };
  const id = body.data?.[0]?._id;
  if (!id) throw new Error(`no media in the seeded sub-category: ${JSON.stringify(body)}`);
  return id;
}
