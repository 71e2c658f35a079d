import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wait } from './wait';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wait', () => {
  it('resolves true once the time is up, leaving no timer behind', async () => {
    const waited = wait(50, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(49);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves false on abort and clears its timer', async () => {
    const controller = new AbortController();
    const waited = wait(50, controller.signal);
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    await expect(waited).resolves.toBe(false);
  });

  it('schedules nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(wait(50, controller.signal)).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
