import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultFfmpeg } from './ffmpeg';
import { BACKGROUND_NICENESS, runTool, ToolFailedError } from './run-tool';

const lowered = (niceness: number) => Math.min(19, niceness + BACKGROUND_NICENESS);

// The Node binary stands in for ffmpeg: it is always there and can misbehave on demand.
const node = process.execPath;

describe('runTool', () => {
  it('returns stdout of a successful run', async () => {
    const { stdout } = await runTool(node, ['-e', 'process.stdout.write("{\\"ok\\":1}")'], {
      timeoutMs: 10_000,
    });
    expect(JSON.parse(stdout.toString())).toEqual({ ok: 1 });
  });

  it('rejects a failed run with the end of its stderr', async () => {
    const error = await runTool(
      node,
      ['-e', 'console.error("moov atom not found"); process.exit(3)'],
      { timeoutMs: 10_000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolFailedError);
    expect(error).toMatchObject({ exitCode: 3, timedOut: false });
    expect((error as ToolFailedError).stderr).toContain('moov atom not found');
  });

  it('kills a run that takes too long', async () => {
    const started = performance.now();
    const error = await runTool(node, ['-e', 'setTimeout(() => {}, 60_000)'], {
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ timedOut: true });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('passes a missing binary through as the spawn error', async () => {
    await expect(
      runTool('/nonexistent/ffmpeg', ['-version'], { timeoutMs: 1_000 }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('caps what a tool may allocate', async () => {
    const { ffmpeg } = await defaultFfmpeg();
    // One 8192² frame through a scaler: fine with room, refused under a 256 MB cap.
    const args = ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=8192x8192:d=0.04'];
    const encode = [...args, '-vf', 'scale=4096:4096', '-frames:v', '1', '-f', 'null', '-'];
    await expect(runTool(ffmpeg, encode, { timeoutMs: 60_000 })).resolves.toBeDefined();
    await expect(
      runTool(ffmpeg, encode, { timeoutMs: 60_000, memoryBytes: 256 * 1024 ** 2 }),
    ).rejects.toBeInstanceOf(ToolFailedError);
  }, 90_000);

  it('runs background work at a lower CPU priority, and the rest at ours', async () => {
    // `nice` with no arguments prints the niceness it runs at. Ours is 0 unless the tests
    // themselves run under `nice`; background work is that plus BACKGROUND_NICENESS, up to 19.
    const ours = getPriority();
    const own = await runTool('/usr/bin/nice', [], { timeoutMs: 10_000 });
    const background = await runTool('/usr/bin/nice', [], { timeoutMs: 10_000, background: true });
    expect(own.stdout.toString().trim()).toBe(String(ours));
    expect(background.stdout.toString().trim()).toBe(String(lowered(ours)));
  });

  it('runs background work only when a core is free (SCHED_IDLE), the rest as ordinary tasks', async () => {
    // `chrt -p` prints the policy of the shell it is asked about: the tool itself, as it runs.
    const policy = async (background: boolean) =>
      (
        await runTool('/bin/sh', ['-c', '/usr/bin/chrt -p $$'], { timeoutMs: 10_000, background })
      ).stdout.toString();
    expect(await policy(false)).toContain('SCHED_OTHER');
    expect(await policy(true)).toContain('SCHED_IDLE');
  });

  it('leaves no tool running when the server is killed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stamp-run-tool-'));
    const pidFile = path.join(dir, 'pid');
    try {
      // A server (a Node child) starts a long tool that writes its own pid, then is killed -9.
      const script = `
        import { runTool } from ${JSON.stringify(path.resolve(import.meta.dirname, 'run-tool.ts'))};
        runTool('/bin/sh', ['-c', 'echo $$ > ${pidFile}; exec sleep 60'], { timeoutMs: 60_000 });`;
      const server = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: 'ignore',
        },
      );
      const toolPid = await vi.waitFor(
        async () => {
          const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
          if (!pid) throw new Error('the tool has not started');
          return pid;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(isRunning(toolPid)).toBe(true);
      server.kill('SIGKILL');
      await expect.poll(() => isRunning(toolPid), { timeout: 5_000 }).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

/** Whether a process exists and is not a zombie waiting for its (dead) parent to reap it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return true;
}
