import { cp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Compiles the server ahead of time into `apps/server/dist` (decision 0019): `npm run serve` runs
 * plain JavaScript, without tsx's loader thread (about 35 MB resident) or start-up transforms.
 * Tests run the TypeScript source through vitest; the browser and cluster tests and the
 * benchmarks run this build, as users do.
 */
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(SERVER_ROOT, 'dist');
export const SERVER_ENTRY = path.join(DIST, 'main.mjs');
export const WORKER_ENTRY = path.join(DIST, 'worker.mjs');
/**
 * Node's flags for both entries, as `npm run serve` and `npm run worker` pass them (a test holds
 * package.json to this list). V8 lets the young generation grow to 16 MB semi-spaces under load,
 * garbage the server then holds until its next full collection: at 4 MB the API bench's memory
 * after load read 300–329 MB where it read 351–426 MB, with get-user's ratio unchanged
 * (decision 0016).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
/** What the build reads: a change to any of these makes the build stale. */
const SOURCES = [path.join(SERVER_ROOT, 'src'), path.join(SERVER_ROOT, '../../packages')];

/** Our workspaces are TypeScript source: compile them in. Everything else loads from node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stamp/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(): Promise<void> {
  // Built beside, then swapped in: a server starting meanwhile finds the old build or the new one.
  const next = `${DIST}.next-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(SERVER_ROOT, 'src/main.ts'),
      worker: path.join(SERVER_ROOT, 'src/worker.ts'),
      // Next to main.mjs, where the image pool looks for its thread's module (image-pool.ts).
      'image-worker': path.join(SERVER_ROOT, 'src/adapters/media/image-worker.ts'),
      // The demo's drawing threads, where generate-demo.ts looks for them (`./render-worker.mjs`
      // beside the code that starts them, which the bundle puts in main.mjs). In the source, that
      // file loads render-task.ts through tsx; here it is the task itself, compiled.
      'render-worker': path.join(SERVER_ROOT, '../../packages/demo-content/src/render-task.ts'),
    },
    outdir: next,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Code behind a dynamic import() (the S3 SDK, BullMQ and ioredis, the pg driver) goes into a
    // chunk of its own, loaded only when configured. Without splitting, esbuild hoists those
    // packages' imports into main.mjs and the embedded server holds them all (about 50 MB).
    // Chunks sit beside main.mjs, so `new URL('./…', import.meta.url)` in them still resolves.
    splitting: true,
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  // Files the code finds beside itself with `new URL(…, import.meta.url)`.
  await cp(path.join(SERVER_ROOT, 'src/db/migrations'), path.join(next, 'migrations'), {
    recursive: true,
  });
  await cp(path.join(SERVER_ROOT, 'src/features/membership/sandbox'), path.join(next, 'sandbox'), {
    recursive: true,
  });
  // The tool helper's own process runs this file as it is (tool-spawner.ts).
  await cp(
    path.join(SERVER_ROOT, 'src/adapters/media/tool-helper-process.mjs'),
    path.join(next, 'tool-helper-process.mjs'),
  );
  const old = `${DIST}.old-${process.pid}`;
  await rename(DIST, old).catch(() => undefined);
  await rename(next, DIST);
  await rm(old, { recursive: true, force: true });
}

/** Builds when there is no build or a source file changed after it (a stale build tests old code). */
export async function ensureServerBuilt(): Promise<void> {
  const built = await stat(SERVER_ENTRY).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestChange))));
  if (built < newest) await buildServer();
}

async function newestChange(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
      .map((entry) => stat(path.join(entry.parentPath, entry.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(0, ...times);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
}
