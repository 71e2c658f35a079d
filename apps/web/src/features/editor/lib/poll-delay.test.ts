import { describe, expect, it } from 'vitest';
import { LONGEST_POLL_MS, nextPollDelay, SHORTEST_POLL_MS } from './poll-delay';

describe('nextPollDelay', () => {
  it('waits the longest interval while nothing says when the render will end', () => {
    expect(nextPollDelay(0, 0)).toBe(LONGEST_POLL_MS);
    expect(nextPollDelay(2_000, 0)).toBe(LONGEST_POLL_MS);
    expect(nextPollDelay(0, 40)).toBe(LONGEST_POLL_MS);
    expect(nextPollDelay(2_000, Number.NaN)).toBe(LONGEST_POLL_MS);
  });

  it('looks again when the progress so far says the render should end', () => {
    // 90% in 3 s: about 333 ms to go.
    expect(nextPollDelay(3_000, 90)).toBe(333);
    // 50% in 4 s: 4 s to go, so the usual interval.
    expect(nextPollDelay(4_000, 50)).toBe(LONGEST_POLL_MS);
  });

  it('never asks more often than the shortest interval', () => {
    expect(nextPollDelay(3_000, 99)).toBe(SHORTEST_POLL_MS);
    expect(nextPollDelay(3_000, 100)).toBe(LONGEST_POLL_MS);
  });
});
