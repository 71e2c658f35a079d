import { readFileSync, type Stats, unwatchFile, watchFile } from 'node:fs';

/**
 * The scheduler's test clock (SCHEDULER_CLOCK_FILE): the file holds either a whole number of
 * milliseconds to add to the real time (`86400000` is tomorrow) or an ISO date-time the clock
 * then reads. Read on every tick, so a browser test moves time by writing the file while the
 * server runs; a missing, empty or unreadable file means the real time (the test may write it
 * later).
 */
export function parseClockFile(text: string, real: Date): Date {
  const value = text.trim();
  if (/^[+-]?\d{1,15}$/.test(value)) return new Date(real.getTime() + Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? real : new Date(at);
}

export function createFileClock(file: string): () => Date {
  return () => {
    const real = new Date();
    try {
      return parseClockFile(readFileSync(file, 'utf8'), real);
    } catch {
      return real;
    }
  };
}

/**
 * Calls `moved` each time the clock file is written, so the scheduler's jobs run on the new time
 * at once instead of at the next minute's tick (a browser test then waits seconds, not up to a
 * minute). Polled, as `fs.watch` misses writes on some file systems; it never keeps the process
 * alive. Returns the way to stop watching.
 */
export function watchClockFile(file: string, moved: () => void): () => void {
  const listener = (now: Stats, before: Stats) => {
    if (now.mtimeMs !== before.mtimeMs || now.size !== before.size) moved();
  };
  watchFile(file, { interval: 200, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}
