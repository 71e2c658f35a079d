import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makeWorkDir, removeStaleWorkDirs } from './work-dirs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'work-dirs-test-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

it("removes a dead process's work folders at start-up and keeps live ones", async () => {
  // A pid that has surely exited: a child that ran and was reaped.
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  if (!dead) throw new Error('no pid');
  await mkdir(path.join(root, `stamp-video-${dead}-abc123`, 'frames'), { recursive: true });
  const mine = await makeWorkDir('video', root);
  await mkdir(path.join(root, 'someone-elses-folder'));

  expect(await removeStaleWorkDirs(root)).toBe(1);
  expect((await readdir(root)).sort()).toEqual(['someone-elses-folder', path.basename(mine)]);
});
