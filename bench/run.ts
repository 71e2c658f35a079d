import { run as runApi } from './api/api.bench';
import { run as runCatalog } from './catalog/catalog.bench';
import { run as runEditor } from './editor/editor.bench';
import { run as runIngest } from './ingest/ingest.bench';
import { cleanupAll } from './lib/cleanup';
import { run as runRender } from './render/render.bench';
import { run as runSearch } from './search/search.bench';
import { run as runWeb } from './web/web.bench';

interface Benchmark {
  name: string;
  run(): Promise<void>;
}

// To add a benchmark: a folder under bench/ whose module exports run(), listed here. They run
// one after another, never together: two loads at once on 2 cores would measure each other.
const BENCHMARKS: Benchmark[] = [
  { name: 'api', run: runApi },
  { name: 'catalog', run: runCatalog },
  { name: 'editor', run: runEditor },
  { name: 'ingest', run: runIngest },
  { name: 'render', run: runRender },
  { name: 'search', run: runSearch },
  { name: 'web', run: runWeb },
];

// Ctrl-C must not leave servers holding ports or temp data dirs behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and removing temp data`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

// `npm run bench -- api` runs only the named benchmarks.
const wanted = process.argv.slice(2);
const selected = wanted.length ? BENCHMARKS.filter((b) => wanted.includes(b.name)) : BENCHMARKS;
if (selected.length === 0) {
  console.error(`No benchmark named ${wanted.join(', ')}; known: ${BENCHMARKS.map((b) => b.name)}`);
  process.exit(2);
}

let failed = false;
for (const benchmark of selected) {
  try {
    await benchmark.run();
  } catch (error) {
    failed = true;
    console.error(`\n✗ ${benchmark.name} failed:`, error instanceof Error ? error.message : error);
  } finally {
    await cleanupAll();
  }
}
// Missed targets are reported, not fatal (a benchmark is not a test); a broken run is.
process.exitCode = failed ? 1 : 0;
