/** The constraint a unique violation (SQLSTATE 23505) hit, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and pg both expose `code` and `constraint` on it.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? 'unknown';
  }
  return undefined;
}
