/** Counts hits per key in fixed windows. Two engines: this process's memory, or Redis (shared). */
export interface RateLimitStore {
  /** Adds one hit and returns the count in the current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}
