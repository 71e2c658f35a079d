/**
 * Carries cache invalidations between processes (Redis pub/sub in production), so a write in
 * one API process clears the caches of every other.
 */
export interface InvalidationBus {
  publish(message: string): void;
  subscribe(onMessage: (message: string) => void): void;
  close(): Promise<void>;
}
