/**
 * `npm run bench -- --quick`: run.ts sets this variable for each benchmark's process, and every
 * benchmark then cuts its rounds and sizes to the least that still runs all of its code. A smoke
 * check that the benchmarks work, in minutes; its figures measure nothing.
 */
export const QUICK_ENV = 'STAMP_BENCH_QUICK';

export const isQuick = process.env[QUICK_ENV] === '1';

/** The full run's value, or the quick run's. */
export function sized<T>(full: T, quick: T): T {
  return isQuick ? quick : full;
}

export const QUICK_NOTE =
  'quick run (--quick): each benchmark once and small; these figures are a smoke check only';
