import { availableParallelism, loadavg } from 'node:os';
import { isQuick, QUICK_NOTE } from './quick';

/**
 * The machine's 1-minute load average at a benchmark's start; `line()` reports it with the
 * average at the end. These machines are shared: a run that started with other work on the
 * cores (a load above half of them, above 1 on 2 cores) is marked noisy, so its figures are not
 * mistaken for a quiet machine's. A quick run says so on the next line, for the same reason.
 */
export function watchLoadAverage(): { line(): string } {
  const [start = 0] = loadavg();
  return {
    line() {
      const [end = 0] = loadavg();
      const noisy = isNoisy(start) ? ' (noisy: other work was running)' : '';
      const line = `1-min load average: ${start.toFixed(2)} at the start, ${end.toFixed(2)} at the end${noisy}`;
      return isQuick ? `${line}\n${QUICK_NOTE}` : line;
    },
  };
}

/** Whether a 1-minute load average leaves less than half the cores free for a benchmark. */
export function isNoisy(load: number): boolean {
  return load > availableParallelism() / 2;
}
