import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNoisy } from './load-average';

// The 1-minute load average falls by a factor of e each minute once the cores go idle: from 2 (a
// benchmark that kept both cores busy) it is under 1 after about 42 s. The cap is for work of
// someone else's that does not stop: the next benchmark then starts, and is marked noisy.
const MAX_WAIT_MS = 90_000;
const POLL_MS = 2_000;

/**
 * Waits until the load a benchmark leaves behind has decayed, so the next one does not start
 * marked noisy by its predecessor's own work. Resolves at once when the machine is quiet.
 */
export async function waitForQuietCores(after: string): Promise<void> {
  const started = performance.now();
  const load = () => loadavg()[0] ?? 0;
  if (!isNoisy(load())) return;
  console.error(`bench: waiting up to ${MAX_WAIT_MS / 1000} s for the load to decay ${after}`);
  while (isNoisy(load()) && performance.now() - started < MAX_WAIT_MS) await sleep(POLL_MS);
  const waitedS = (performance.now() - started) / 1000;
  console.error(`bench: waited ${waitedS.toFixed(0)} s, 1-min load average ${load().toFixed(2)}`);
}
