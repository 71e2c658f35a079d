import { isId } from '@stamp/shared/schemas/ids';
import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('ids', () => {
  it('are 24 lowercase hex characters', () => {
    for (let i = 0; i < 100; i++) expect(isId(newId())).toBe(true);
  });

  it('sort in creation order, even many within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId(1_800_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const later = newId(1_800_000_000_001 + 10);
    expect(later > (ids.at(-1) as string)).toBe(true);
  });

  it('rejects ids of the wrong shape', () => {
    expect(isId('ABCDEF0123456789abcdef01')).toBe(false);
    expect(isId('0123')).toBe(false);
    expect(isId("0123456789abcdef01234567' OR 1=1")).toBe(false);
  });
});
