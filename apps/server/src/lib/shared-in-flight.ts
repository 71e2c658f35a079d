/**
 * `probe`, but callers that arrive while a call is under way share its answer instead of
 * starting another. For health checks: a load balancer (or a flood) asking /api/health faster
 * than the database answers would otherwise queue one query per request in the pool, and the
 * queue outlives the requests: clients that gave up still cost a round trip each, and every
 * request after them waits behind it.
 */
export function sharedInFlight<T>(probe: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    if (!running) {
      running = probe().finally(() => {
        running = undefined;
      });
    }
    return running;
  };
}
