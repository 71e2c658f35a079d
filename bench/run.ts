import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from '../apps/server/build/build-server';
import { cleanupAll } from './lib/cleanup';
import { QUICK_ENV, QUICK_NOTE } from './lib/quick';
import { waitForQuietCores } from './lib/settle';

interface Benchmark {
  name: string;
  load(): Promise<{ run(): Promise<void> }>;
}

// To add a benchmark: a folder under bench/ whose module exports run(), listed here. They run
// one after another, never together: two loads at once on 2 cores would measure each other.
const BENCHMARKS: Benchmark[] = [
  { name: 'api', load: () => import('./api/api.bench') },
  { name: 'catalog', load: () => import('./catalog/catalog.bench') },
  { name: 'download', load: () => import('./download/download.bench') },
  { name: 'editor', load: () => import('./editor/editor.bench') },
  { name: 'ingest', load: () => import('./ingest/ingest.bench') },
  { name: 'jobs', load: () => import('./jobs/jobs.bench') },
  { name: 'libraries', load: () => import('./libraries/libraries.bench') },
  { name: 'render', load: () => import('./render/render.bench') },
  { name: 'search', load: () => import('./search/search.bench') },
  { name: 'web', load: () => import('./web/web.bench') },
];

// Each benchmark runs in a process of its own, so none measures another's leftovers: with
// Lighthouse's and Playwright's modules on the heap, every garbage collection of the in-process
// render benchmark cost more (4K clean render, CPU against the baseline: 1.2× alone, 1.6× after).
const CHILD_ENV = 'STAMP_BENCH_ONLY';

const only = process.env[CHILD_ENV];
if (only) {
  process.exitCode = await runHere(only);
} else {
  process.exitCode = await runEach(process.argv.slice(2));
}

/**
 * `npm run bench -- api render` runs the named benchmarks; no names, all of them. `--quick`
 * (anywhere among them) runs each once and small, as a smoke check.
 */
async function runEach(args: string[]): Promise<number> {
  const options = args.filter((arg) => arg.startsWith('-'));
  const wanted = args.filter((arg) => !arg.startsWith('-'));
  const unknownOptions = options.filter((option) => option !== '--quick');
  if (unknownOptions.length) {
    console.error(
      `Unknown option ${unknownOptions.join(', ')}; the only option is --quick ` +
        '(npm run bench -- [--quick] [name…])',
    );
    return 2;
  }
  const quick = options.includes('--quick');
  const unknown = wanted.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length) {
    console.error(
      `No benchmark named ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name)}`,
    );
    return 2;
  }
  const names = wanted.length ? wanted : BENCHMARKS.map((b) => b.name);
  // The servers under load run the compiled build, as `npm run serve` does: never a stale one.
  await ensureServerBuilt();
  // Ctrl-C reaches the child through the terminal; a SIGTERM to this process is passed on. Either
  // way the child stops its servers and removes its temp data before it exits.
  let running: ChildProcess | null = null;
  // Between benchmarks (waiting for the cores to quieten) there is no child: Ctrl-C ends the run.
  process.on('SIGINT', () => {
    if (!running) process.exit(130);
  });
  process.on('SIGTERM', () => (running ? running.kill('SIGTERM') : process.exit(143)));
  if (quick) console.error(`bench: ${QUICK_NOTE}`);
  let failed = false;
  for (const [i, name] of names.entries()) {
    // A smoke check's figures are not read, so it does not wait for the cores to quieten.
    const previous = names[i - 1];
    if (previous && !quick) await waitForQuietCores(`after ${previous}`);
    running = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CHILD_ENV]: name, [QUICK_ENV]: quick ? '1' : '' },
      stdio: 'inherit',
    });
    const [code] = (await once(running, 'exit')) as [number | null];
    running = null;
    if (code === 130 || code === null) return 130;
    if (code !== 0) failed = true;
  }
  // Missed targets are reported, not fatal (a benchmark is not a test); a broken run is.
  return failed ? 1 : 0;
}

async function runHere(name: string): Promise<number> {
  // Ctrl-C must not leave servers holding ports or temp data dirs behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing temp data`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  try {
    const benchmark = BENCHMARKS.find((b) => b.name === name);
    if (!benchmark) throw new Error(`no benchmark named ${name}`);
    await (await benchmark.load()).run();
    return 0;
  } catch (error) {
    console.error(`\n✗ ${name} failed:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await cleanupAll();
  }
}
