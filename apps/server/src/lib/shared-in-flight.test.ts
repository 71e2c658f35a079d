import { describe, expect, it } from 'vitest';
import { sharedInFlight } from './shared-in-flight';

/** A probe whose calls are counted and answered by hand. */
function manualProbe() {
  const answers: ((value: boolean) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  const probe = () =>
    new Promise<boolean>((resolve, reject) => {
      answers.push(resolve);
      fails.push(reject);
    });
  return { probe, answers, fails };
}

describe('sharedInFlight', () => {
  it('gives callers that arrive during a call that call’s answer, with one call made', async () => {
    const { probe, answers } = manualProbe();
    const shared = sharedInFlight(probe);
    const asked = Array.from({ length: 100 }, () => shared());
    expect(answers).toHaveLength(1);
    answers[0]?.(true);
    expect(await Promise.all(asked)).toEqual(Array(100).fill(true));
  });

  it('asks again once the call has ended, so an answer is never older than one call', async () => {
    const { probe, answers } = manualProbe();
    const shared = sharedInFlight(probe);
    const first = shared();
    answers[0]?.(true);
    await first;
    const second = shared();
    expect(answers).toHaveLength(2);
    answers[1]?.(false);
    expect(await second).toBe(false);
  });

  it('shares a failure with the callers waiting on it, then asks afresh', async () => {
    const { probe, answers, fails } = manualProbe();
    const shared = sharedInFlight(probe);
    const waiting = [shared(), shared()];
    fails[0]?.(new Error('connection refused'));
    for (const call of waiting) await expect(call).rejects.toThrow('connection refused');
    const after = shared();
    expect(answers).toHaveLength(2);
    answers[1]?.(true);
    expect(await after).toBe(true);
  });
});
