import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureServerBuilt, SERVER_ENTRY, SERVER_NODE_FLAGS, WORKER_ENTRY } from './build-server';

/** Files the compiled code finds beside itself: `new URL('./…', import.meta.url)`. */
function filesBeside(bundle: string): string[] {
  const source = readFileSync(bundle, 'utf8');
  const found = source.matchAll(
    /new URL\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]\s*,\s*import\.meta\.url\s*\)/g,
  );
  return [...found].map((match) => path.resolve(path.dirname(bundle), match[1] ?? ''));
}

describe('the compiled server', () => {
  it('has every file its code looks for beside itself (a first start draws the demo on threads)', async () => {
    await ensureServerBuilt();
    // The entries and every chunk they load (the build splits code behind import()).
    const dist = path.dirname(SERVER_ENTRY);
    const bundles = readdirSync(dist)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => path.join(dist, name));
    expect(bundles).toEqual(expect.arrayContaining([SERVER_ENTRY, WORKER_ENTRY]));
    const wanted = bundles.flatMap(filesBeside);
    // The demo's drawing threads and the image pool's: both were once left out of the build.
    expect(wanted.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['render-worker.mjs', 'image-worker.mjs', 'migrations']),
    );
    expect(wanted.filter((file) => !existsSync(file))).toEqual([]);
  }, 120_000);

  it("loads the demo's drawing task as a thread would", async () => {
    await ensureServerBuilt();
    const task = (await import(path.join(path.dirname(SERVER_ENTRY), 'render-worker.mjs'))) as {
      default: unknown;
    };
    expect(typeof task.default).toBe('function');
  }, 120_000);
});

describe('the commands that start the server', () => {
  it('pass the Node flags the benchmarks and browser tests start it with', () => {
    const root = path.resolve(path.dirname(SERVER_ENTRY), '../../..');
    const scripts = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const [name, entry] of [
      ['serve', SERVER_ENTRY],
      ['worker', WORKER_ENTRY],
    ] as const) {
      const relative = path.relative(root, entry);
      expect(scripts[name], name).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} ${relative}`);
    }
  });
});
