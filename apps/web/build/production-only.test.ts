import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productionOnly } from './production-only';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'stamp-build-'));
  await writeFile(path.join(root, 'entry.js'), 'export const answer = 42;\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

// A real Vite build with the plugin: Vite's resolved config decides, as it does for `npm start`'s
// build, so the test fails if the check stops seeing a development bundle.
function buildIn(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [productionOnly()],
    build: { write: false, lib: { entry: 'entry.js', formats: ['es'] } },
  });
}

describe('the web build', () => {
  it('refuses to build a development bundle when the shell has NODE_ENV=development', async () => {
    await expect(buildIn('development')).rejects.toThrow(/Refusing to build a development bundle/);
  });

  it('builds with NODE_ENV=production, as the build script sets it', async () => {
    await expect(buildIn('production')).resolves.toBeDefined();
  });
});
