import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundGate, createBackgroundGate } from './background-gate';
import { runTool } from './run-tool';

/** A gate whose signals are recorded instead of sent. */
function recordingGate() {
  const sent: string[] = [];
  const gate = createBackgroundGate({
    maxPauseMs: 750,
    minRunMs: 250,
    signal: (pid, signal) => {
      if (pid === 666) throw Object.assign(new Error('kill ESRCH'), { code: 'ESRCH' });
      sent.push(`${signal} ${pid}`);
    },
  });
  return { gate, sent };
}

describe('the background gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops background tools while foreground work is held, and starts them after the last release', () => {
    const { gate, sent } = recordingGate();
    gate.track(1);
    gate.track(2);
    const first = gate.hold();
    const second = gate.hold();
    expect(sent).toEqual(['SIGSTOP 1', 'SIGSTOP 2']);
    first();
    first();
    expect(sent).toHaveLength(2);
    second();
    expect(sent).toEqual(['SIGSTOP 1', 'SIGSTOP 2', 'SIGCONT 1', 'SIGCONT 2']);
  });

  it('stops a tool that starts while the gate is closed, and forgets one that ended', () => {
    const { gate, sent } = recordingGate();
    const untrack = gate.track(1);
    const release = gate.hold();
    gate.track(2);
    untrack();
    gate.track(666); // ended before it was tracked: its signal fails, the others go on
    release();
    expect(sent).toEqual(['SIGSTOP 1', 'SIGSTOP 2', 'SIGCONT 2']);
  });

  it('lets the tools run a quarter of the time under a steady flow of foreground work', () => {
    vi.useFakeTimers();
    const { gate, sent } = recordingGate();
    gate.track(1);
    const release = gate.hold();
    vi.advanceTimersByTime(749);
    expect(sent).toEqual(['SIGSTOP 1']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['SIGSTOP 1', 'SIGCONT 1']);
    // A release during the forced run leaves the tools running, and nothing stops them after.
    const another = gate.hold();
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['SIGSTOP 1', 'SIGCONT 1', 'SIGSTOP 1']);
    release();
    another();
    expect(sent).toEqual(['SIGSTOP 1', 'SIGCONT 1', 'SIGSTOP 1', 'SIGCONT 1']);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(4);
  });

  it('holds a real background tool still (state T) while an image is held, and lets it go on', async () => {
    const state = (pid: number) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    };
    let pid = 0;
    let ticks = 0;
    // A stand-in for ffmpeg: prints its pid, then a tick every 10 ms until it is killed.
    const script =
      'process.stdout.write("pid " + process.pid + "\\n"); setInterval(() => process.stdout.write("."), 10);';
    const controller = new AbortController();
    const running = runTool(process.execPath, ['-e', script], {
      timeoutMs: 30_000,
      background: true,
      signal: controller.signal,
      onStdout: (chunk) => {
        const text = chunk.toString();
        const found = /pid (\d+)/.exec(text);
        if (found) pid = Number(found[1]);
        ticks += text.replace(/pid \d+\n/, '').length;
      },
    }).catch(() => undefined);
    try {
      await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThan(3);
      const release = backgroundGate.hold();
      await expect.poll(() => state(pid), { interval: 5, timeout: 500 }).toBe('T');
      release();
      await expect.poll(() => state(pid), { interval: 5, timeout: 2_000 }).not.toBe('T');
      const after = ticks;
      await expect.poll(() => ticks, { timeout: 5_000 }).toBeGreaterThan(after);
    } finally {
      controller.abort();
      await running;
    }
  });
});
