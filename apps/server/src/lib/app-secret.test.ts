import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAppSecret } from './app-secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('app secret', () => {
  it('uses APP_SECRET when it is set, writing nothing', async () => {
    const file = path.join(dir, 'secret.key');
    expect(await loadAppSecret({ value: 'x'.repeat(40), file })).toBe('x'.repeat(40));
    await expect(stat(file)).rejects.toThrow();
  });

  it('generates one on the first start, owner-readable only, and keeps it', async () => {
    const file = path.join(dir, 'data', 'secret.key');
    const first = await loadAppSecret({ value: undefined, file });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadAppSecret({ value: undefined, file })).toBe(first);
  });

  it('agrees on one secret when several processes start at once', async () => {
    const file = path.join(dir, 'secret.key');
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => loadAppSecret({ value: undefined, file })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(file, 'utf8')).trim()).toBe(secrets[0]);
  });

  it('refuses a file that holds no usable secret, saying what to do', async () => {
    const file = path.join(dir, 'secret.key');
    await writeFile(file, 'short\n');
    await expect(loadAppSecret({ value: undefined, file })).rejects.toThrow(
      /holds no usable secret.*delete it.*or set APP_SECRET/,
    );
  });
});
