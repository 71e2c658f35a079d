import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { loggableError } from './errors';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

describe('what is logged of a failed query', () => {
  it('keeps the query and the code, never the parameters or the row', async () => {
    const secret = 'scrypt$N=16384$secret-hash-value';
    const failure = await handle.db
      .execute(sql`SELECT ${secret}::int`)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret); // what used to be logged
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('SELECT');
    expect(logged).toContain('22P02'); // invalid_text_representation
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('plain');
    expect(loggableError(error)).toBe(error);
  });
});
