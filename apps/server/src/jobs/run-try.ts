import {
  type JobContext,
  type JobHandler,
  type JobOutcome,
  type JobPolicy,
  jobRetry,
} from './job-types';

export type TryResult = JobOutcome | { kind: 'handed-back' };

/**
 * One try of a job, as both engines run it: the handler's outcome, or a retry when it throws or
 * outlives the policy's timeout, or `handed-back` when the process stops it on shutdown. The
 * handler sees one signal for both; a handler that ignores it is left behind, not waited for.
 */
export async function runTry<Data>(
  handler: JobHandler<Data>,
  job: Omit<JobContext<Data>, 'signal'>,
  timeoutMs: number,
  stopSignal: AbortSignal,
): Promise<TryResult> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('timed out')), timeoutMs);
  const signal = AbortSignal.any([timeout.signal, stopSignal]);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    if (signal.aborted) throw signal.reason;
    return await Promise.race([handler.run({ ...job, signal }), aborted]);
  } catch (error) {
    if (stopSignal.aborted) return { kind: 'handed-back' };
    if (timeout.signal.aborted)
      return jobRetry(`timed out after ${Math.round(timeoutMs / 1000)} s`);
    return jobRetry(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    aborted.catch(() => {});
  }
}

export type NextStep =
  | { kind: 'done' }
  | { kind: 'retry'; reason: string; delayMs: number }
  | { kind: 'failed'; reason: string };

/** What a try's outcome means for the job: a retry while tries last, with a doubling backoff. */
export function nextStep(outcome: JobOutcome, attempt: number, policy: JobPolicy): NextStep {
  if (outcome.kind !== 'retry') return outcome;
  if (attempt >= policy.attempts) return { kind: 'failed', reason: outcome.reason };
  return { kind: 'retry', reason: outcome.reason, delayMs: backoffMs(attempt, policy) };
}

export function backoffMs(attempt: number, policy: JobPolicy): number {
  return policy.backoffMs * 2 ** (attempt - 1);
}
