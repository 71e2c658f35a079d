import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-ids';

describe('request ids', () => {
  it('are 24 hex characters, distinct within a process and across processes', () => {
    const a = createRequestIds();
    const b = createRequestIds();
    const ids = new Set(Array.from({ length: 1000 }, () => a()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    // Another process (here: another generator) draws its own prefix.
    expect(b().slice(0, 12)).not.toBe(a().slice(0, 12));
  });
});
