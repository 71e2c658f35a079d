import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBody, negotiateCoding } from './encoded-body';

describe('negotiateCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['gzip,br', 'br'],
    [' Gzip , BR ', 'br'],
    ['brotli, xgzip', 'identity'],
    ['zbr, gzip', 'gzip'],
    ['br, gzip;q=0', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateCoding(header)).toBe(expected);
  });
});

describe('negotiateCoding on plain lists', () => {
  it('picks br, then gzip, from any list of codings without weights', () => {
    const coding = fc.constantFrom(
      'br',
      'gzip',
      'deflate',
      'zstd',
      'BR',
      'Gzip',
      'brotli',
      'xgzip',
    );
    const separator = fc.constantFrom(',', ', ', ' , ', ',\t');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coding, separator), { minLength: 1, maxLength: 6 }),
        (items) => {
          const header = items.map(([name, sep], i) => (i === 0 ? name : `${sep}${name}`)).join('');
          const names = items.map(([name]) => name.toLowerCase());
          const expected = names.includes('br')
            ? 'br'
            : names.includes('gzip')
              ? 'gzip'
              : 'identity';
          expect(negotiateCoding(header)).toBe(expected);
        },
      ),
    );
  });
});

describe('encodeBody', () => {
  it('keeps small bodies as they are and tags them by content', async () => {
    const a = await encodeBody('{"success":true}');
    expect(a.br).toBeNull();
    expect(a.gzip).toBeNull();
    expect(a.identity.toString()).toBe('{"success":true}');
    expect((await encodeBody('{"success":true}')).etag).toBe(a.etag);
    expect((await encodeBody('{"success":false}')).etag).not.toBe(a.etag);
  });

  it('compresses larger bodies to forms that decode to the same bytes', async () => {
    const json = JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ title: `ॐ ${i}` })),
    });
    const body = await encodeBody(json);
    expect(brotliDecompressSync(body.br as Buffer).toString('utf8')).toBe(json);
    expect(gunzipSync(body.gzip as Buffer).toString('utf8')).toBe(json);
    expect((body.br as Buffer).length).toBeLessThan(body.identity.length / 3);
  });
});
