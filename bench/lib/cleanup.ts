/**
 * Clean-up actions still owed (child processes to stop, temp dirs to remove, databases to drop).
 * Code releases them in `finally` blocks; the registry also lets a Ctrl-C handler run whatever a
 * half-finished benchmark left behind, so an interrupted run leaves no server on a port.
 */
const pending = new Set<() => Promise<void>>();

/** Registers `action` and returns a function that runs it at most once and unregisters it. */
export function registerCleanup(action: () => Promise<unknown>): () => Promise<void> {
  const once = async () => {
    if (!pending.delete(once)) return;
    await action();
  };
  pending.add(once);
  return once;
}

/** Runs every outstanding action, newest first (a database is dropped after its server stops). */
export async function cleanupAll(): Promise<void> {
  for (const action of [...pending].reverse()) {
    await action().catch((error: unknown) => console.error('clean-up failed:', error));
  }
}
