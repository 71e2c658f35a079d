import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiskStorage } from '../storage/disk-storage';

/** Test support: the real disk storage over a fresh temp directory. */
export async function createTempStorage() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'stamp-media-test-'));
  return {
    root,
    storage: new DiskStorage({ root, secret: 'test-secret-'.padEnd(32, 'x') }),
    /** Every stored key, sorted (the disk layout is `<key>` under the root). */
    async keys(): Promise<string[]> {
      const found: string[] = [];
      for (const top of ['public', 'private']) {
        const entries = await readdir(path.join(root, top), {
          recursive: true,
          withFileTypes: true,
        }).catch(() => []);
        for (const entry of entries) {
          if (entry.isFile()) {
            found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
          }
        }
      }
      return found.sort();
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
