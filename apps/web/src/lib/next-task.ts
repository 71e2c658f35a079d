/**
 * Resolves in a task of its own, so the work after it and the work before it are two tasks, not
 * one: the browser can paint and answer a tap in between. A slow phone runs the app's start (its
 * scripts, the query cache, the router, then hydration) several times slower than a desktop, and
 * one task holding all of it is one long freeze.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
