// The shortest and longest wait between two looks at a render in progress. The longest is what
// a render with nothing to go on (queued, or no progress yet) waits; the shortest keeps a render
// about to end from being asked about more than a few times a second.
export const SHORTEST_POLL_MS = 150;
export const LONGEST_POLL_MS = 800;

/**
 * How long to wait before looking at a render again. Its progress so far says when it should
 * end: look then, rather than up to a whole interval later (an 800 ms interval added 400 ms to
 * a reel's click-to-file on average and 800 ms at worst).
 *
 * @param renderingForMs how long the render has been running, as this page has seen it
 * @param progress its percent done
 */
export function nextPollDelay(renderingForMs: number, progress: number): number {
  if (!(progress > 0 && progress < 100) || renderingForMs <= 0) return LONGEST_POLL_MS;
  const expectedLeftMs = (renderingForMs * (100 - progress)) / progress;
  return Math.round(Math.min(LONGEST_POLL_MS, Math.max(SHORTEST_POLL_MS, expectedLeftMs)));
}
