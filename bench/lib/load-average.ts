import { availableParallelism, loadavg } from 'node:os';

/**
 * The machine's 1-minute load average at a benchmark's start; `line()` reports it with the
 * average at the end. These machines are shared: a run that started with other work on the
 * cores (a load above half of them, above 1 on 2 cores) is marked noisy, so its figures are not
 * mistaken for a quiet machine's.
 */
export function watchLoadAverage(): { line(): string } {
  const [start = 0] = loadavg();
  return {
    line() {
      const [end = 0] = loadavg();
      const noisy = start > availableParallelism() / 2 ? ' (noisy: other work was running)' : '';
      return `1-min load average: ${start.toFixed(2)} at the start, ${end.toFixed(2)} at the end${noisy}`;
    },
  };
}
