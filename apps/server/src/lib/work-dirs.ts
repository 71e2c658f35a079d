import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Scratch folders for renders, ingests and uploads, named `stamp-<kind>-<pid>-…` so that a
 * process starting up can tell its dead predecessors' leftovers (a `kill -9` mid render) from
 * the live work of another process on the same machine.
 */
export function makeWorkDir(kind: string, root = tmpdir()): Promise<string> {
  return mkdtemp(path.join(root, `stamp-${kind}-${process.pid}-`));
}

const WORK_DIR = /^stamp-[a-z0-9]+-(\d+)-/;

/**
 * Deletes the work folders of processes that no longer run. Returns how many it removed.
 * A folder of a live process, this one's included, is left alone.
 */
export async function removeStaleWorkDirs(root = tmpdir()): Promise<number> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const pid = Number(WORK_DIR.exec(entry.name)?.[1]);
    if (!entry.isDirectory() || !pid || isRunning(pid)) continue;
    await rm(path.join(root, entry.name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
