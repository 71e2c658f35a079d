import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-lock-'));
  dirs.push(dir);
  return dir;
}

describe('embedded database lock', () => {
  it('refuses a directory held by a live process, naming it', async () => {
    const dir = await tempDir();
    // pid 1 is always alive; it stands for another running server.
    await writeFile(path.join(dir, 'stamp.pid'), '1');
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process 1 .*DATABASE_URL/);
  });

  it('takes over a stale lock and releases it on close', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'stamp.pid'), '999999999');
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'stamp.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
