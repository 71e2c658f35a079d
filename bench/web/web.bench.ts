import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnStampServer, waitForHealthy } from '../api/stamp-server';
import { OPERATOR_ENV, seedCatalog } from '../catalog/seed-over-api';
import { registerCleanup } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { ensureBuiltWebApp } from './built-app';
import { type FirstLoad, launchChromium, measureFirstLoad, VIEWPORTS } from './first-load';
import { type Audit, auditPage } from './lighthouse-audit';
import { printFirstLoad, printLighthouse } from './report';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Two full home rows (10 trending, 10 latest) and a sub-category page's first screen.
const IMAGES = 20;
// Lighthouse's performance score moves with CPU contention on a shared machine: the median of
// a few runs is what is reported (WEB_BENCH_RUNS=1 for a quick look, 0 for the JavaScript only).
const RUNS = Math.max(0, Number(process.env.WEB_BENCH_RUNS ?? 3) || 0);
// A directory to keep every run's full Lighthouse report in (JSON), for a closer look.
const REPORT_DIR = process.env.WEB_BENCH_REPORTS;

/** Issue 4's web budgets: the home page's first-load JavaScript, and Lighthouse on three pages. */
export async function run(): Promise<void> {
  const progress = (step: string) => console.error(`web: ${step}`);
  const { builtAt, builtNow } = ensureBuiltWebApp(REPO_ROOT);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-web-'));
  const removeDataDir = registerCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnStampServer(REPO_ROOT, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...OPERATOR_ENV,
  });
  try {
    progress('start');
    await waitForHealthy(server, baseUrl, 120_000);
    progress(`seed ${IMAGES} images through the operator API`);
    const { subCategoryId } = await seedCatalog(baseUrl, IMAGES);
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
      // The budget is the home page's, on any screen; the other pages on a phone, for reference.
      const [home, ...others] = pages.map((page) => ({ ...page, url: `${baseUrl}${page.path}` }));
      for (const viewport of VIEWPORTS) {
        if (!home) break;
        progress(`first load of / (${viewport.label})`);
        firstLoads.push(await measureFirstLoad(browser, home, viewport));
      }
      for (const page of others) {
        progress(`first load of ${page.path}`);
        firstLoads.push(await measureFirstLoad(browser, page, VIEWPORTS[0]));
      }
    } finally {
      await closeBrowser();
    }
    printFirstLoad(firstLoads, { builtAt, builtNow, baseUrl });
    if (RUNS === 0) return;

    const audits = new Map<string, Audit[]>(pages.map((page) => [page.label, []]));
    const failures = new Map<string, string[]>(pages.map((page) => [page.label, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        progress(`lighthouse ${round}/${RUNS}: ${page.path}`);
        try {
          audits.get(page.label)?.push(await auditPage(`${baseUrl}${page.path}`, REPORT_DIR));
        } catch (error) {
          // Reported under the table; the other runs still make a median.
          failures.get(page.label)?.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    printLighthouse(pages, audits, failures);
  } finally {
    await server.stop();
    await removeDataDir();
  }
}

async function firstMediaId(baseUrl: string, subCategoryId: string): Promise<string> {
  const url = `${baseUrl}/api/v1/user/subcategories/${subCategoryId}/media/images?limit=1`;
  const body = (await (await fetch(url)).json()) as { data?: { _id: string }[] };
  const id = body.data?.[0]?._id;
  if (!id) throw new Error(`no media in the seeded sub-category: ${JSON.stringify(body)}`);
  return id;
}
