import { describe, expect, it } from 'vitest';
import { findSynonyms, SEARCH_SYNONYMS } from './search-synonyms';

describe('findSynonyms', () => {
  it('finds a name in any script and gives all its names', () => {
    const [match] = findSynonyms(['दिवाली']);
    expect(match?.names).toEqual(expect.arrayContaining(['diwali', 'deepavali', 'दीपावली']));
  });

  it('takes the longest phrase at each place, left to right', () => {
    expect(findSynonyms(['happy', 'raksha', 'bandhan', 'rakhi'])).toEqual([
      expect.objectContaining({ start: 1, length: 2 }),
      expect.objectContaining({ start: 3, length: 1 }),
    ]);
    expect(findSynonyms(['ganesh', 'chaturthi'])).toEqual([
      expect.objectContaining({
        start: 0,
        length: 2,
        names: expect.arrayContaining(['गणेश चतुर्थी']),
      }),
    ]);
    expect(findSynonyms(['ganesh'])[0]?.names).toContain('गणपति');
  });

  it('reads a nukta letter typed either way', () => {
    // ड़ as one code point (U+095C) and as ड + nukta (U+0921 U+093C).
    expect(findSynonyms(['लोह\u095Cी'])).toHaveLength(1);
    expect(findSynonyms(['लोह\u0921\u093Cी'])).toHaveLength(1);
  });

  it('leaves words shared by many names alone', () => {
    for (const word of ['day', 'दिवस', 'शुभ', 'happy', 'good']) {
      expect(findSynonyms([word])).toEqual([]);
    }
  });

  it('keeps every name lower case and in one group only', () => {
    const names = SEARCH_SYNONYMS.flat();
    expect(names.every((name) => name === name.toLowerCase() && name.trim() === name)).toBe(true);
    expect(new Set(names.map((name) => name.normalize('NFC'))).size).toBe(names.length);
  });
});
