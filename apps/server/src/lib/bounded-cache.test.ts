import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

const bytes = (n: number) => new Uint8Array(n);

describe('BoundedCache', () => {
  it('drops the least recently used entries once over its weight, counting hits as use', () => {
    const cache = new BoundedCache<Uint8Array>(10, (value) => value.byteLength);
    const a = bytes(4);
    cache.set('a', a);
    cache.set('b', bytes(4));
    expect(cache.get('a')).toBe(a);
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
    expect(cache.get('c')).toBeDefined();
  });

  it('does not keep an entry heavier than the whole bound, nor evict others for it', () => {
    const cache = new BoundedCache<Uint8Array>(10, (value) => value.byteLength);
    cache.set('small', bytes(2));
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('replaces an entry under the same key without counting the old one twice', () => {
    const cache = new BoundedCache<Uint8Array>(3, () => 1);
    for (const key of ['a', 'a', 'a', 'b', 'c']) cache.set(key, bytes(1));
    expect(['a', 'b', 'c'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
  });
});
