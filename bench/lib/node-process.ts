import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { registerCleanup } from './cleanup';

// The last part of the child's output is enough to explain a failed start.
const OUTPUT_KEPT_CHARS = 20_000;
// Longer than the Stamp server's own 10 s drain timeout, so a normal shutdown is never cut short.
const STOP_GRACE_MS = 15_000;

export interface NodeProcess {
  readonly pid: number;
  /** `performance.now()` just before the spawn: the zero of "time to first healthy answer". */
  readonly spawnedAt: number;
  /** Exit code, or null when the process died from a signal. */
  readonly exited: Promise<number | null>;
  hasExited(): boolean;
  /** The tail of stdout and stderr, interleaved as received. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs `node <args>` directly (not through npm or a shell), so `pid` is the process that serves
 * requests and its memory can be read. The environment is only what is passed in plus PATH and
 * HOME: a DATABASE_URL in the caller's shell must not leak into the PGlite run.
 */
export function spawnNode(args: string[], cwd: string, env: Record<string, string>): NodeProcess {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`could not start node ${args.join(' ')}`);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exitCode: number | null | undefined;
  const exited = once(child, 'exit').then(([code]) => {
    exitCode = code as number | null;
    return exitCode;
  });

  const stop = registerCleanup(async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  });
  // A process that exits by itself owes no clean-up.
  void exited.then(stop);

  return {
    pid,
    spawnedAt,
    exited,
    hasExited: () => exitCode !== undefined,
    output: () => output,
    stop: async () => {
      await stop();
      return exited;
    },
  };
}

export class ChildFailedError extends Error {
  constructor(message: string, child: NodeProcess) {
    const tail = child.output().trim().split('\n').slice(-30).join('\n');
    super(`${message}\n--- last output of pid ${child.pid} ---\n${tail || '(none)'}`);
    this.name = 'ChildFailedError';
  }
}

/**
 * Polls `url` every 20 ms until it answers 200 and returns the body and the milliseconds since
 * the child was spawned. Fails at once if the child exits, and after `timeoutMs`.
 */
export async function waitForOk(
  child: NodeProcess,
  url: string,
  timeoutMs: number,
): Promise<{ body: string; sinceSpawnMs: number }> {
  const deadline = performance.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (performance.now() < deadline) {
    if (child.hasExited()) {
      throw new ChildFailedError(
        `exited with code ${await child.exited} before ${url} was up`,
        child,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) {
        return { body, sinceSpawnMs: performance.now() - child.spawnedAt };
      }
      lastProblem = `HTTP ${response.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(20);
  }
  throw new ChildFailedError(
    `${url} did not answer 200 within ${timeoutMs / 1000} s (${lastProblem})`,
    child,
  );
}
