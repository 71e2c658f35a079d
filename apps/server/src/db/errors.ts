/** The constraint a unique violation (SQLSTATE 23505) hit, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and pg both expose `code` and `constraint` on it.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? 'unknown';
  }
  return undefined;
}

/** Whether the error is a foreign-key violation (SQLSTATE 23503): the row referred to is gone. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}

/**
 * What may be logged of an error that came from the database. Drizzle's message carries the
 * query's parameters ("params: …": a sign-up's password hash, e-mail and phone), and the
 * driver's `detail` repeats a row's values ("Key (email)=(…) already exists"): neither belongs in
 * a log that more people read, and keep longer, than the database. Other errors pass unchanged.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const cause = (error as { cause?: unknown }).cause as
    | { code?: string; constraint?: string; routine?: string; message?: string }
    | undefined;
  return {
    type: error.name,
    message: 'Failed query (parameters not logged)',
    query: String((error as { query: unknown }).query),
    code: cause?.code,
    constraint: cause?.constraint,
    routine: cause?.routine,
    // The stack's head repeats the message (and so the parameters): only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
