import { describe, expect, it } from 'vitest';
import { runTool, ToolFailedError } from './run-tool';

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
});
