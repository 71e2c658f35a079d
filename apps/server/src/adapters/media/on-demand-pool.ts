import { Piscina } from 'piscina';

export interface OnDemandPool<Task, Result> {
  run(task: Task, options?: { name?: string }): Promise<Result>;
  /** Threads running now (0 while the pool rests). */
  threads(): number;
  /** Waits for the renders in flight, then stops the threads. */
  close(): Promise<void>;
}

/**
 * A piscina pool that exists only while there is work: the first task starts every thread at
 * once, and a spell of `idleMs` without work stops them all.
 *
 * Why not piscina's own minThreads 0 and idleTimeout: it starts a second thread only when the
 * first is full, so the first burst after a quiet spell (four members at once) made two of its
 * renders wait for that thread to start, 0.4–1 s, where a warm render takes 80 ms. Threads that
 * never stop would cost their memory (about 80 MB each) on a server that rarely renders.
 */
export function onDemandPool<Task, Result>(
  options: { filename: string; threads: number; concurrentTasksPerWorker: number },
  idleMs: number,
): OnDemandPool<Task, Result> {
  let pool: Piscina<Task, Result> | null = null;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function rest() {
    if (inFlight > 0 || !pool) return;
    const resting = pool;
    pool = null;
    // Its threads are idle: nothing waits on them, and a failure to stop one must not become an
    // unhandled rejection that ends the server.
    resting.destroy().catch(() => {});
  }

  return {
    async run(task, runOptions) {
      clearTimeout(idleTimer);
      pool ??= new Piscina<Task, Result>({
        filename: options.filename,
        minThreads: options.threads,
        maxThreads: options.threads,
        concurrentTasksPerWorker: options.concurrentTasksPerWorker,
      });
      inFlight += 1;
      try {
        return await pool.run(task, runOptions);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) {
          idleTimer = setTimeout(rest, idleMs);
          // A resting pool must not keep a process alive that is otherwise done.
          idleTimer.unref();
        }
      }
    },
    threads: () => pool?.threads.length ?? 0,
    async close() {
      clearTimeout(idleTimer);
      const closing = pool;
      pool = null;
      await closing?.close();
    },
  };
}
