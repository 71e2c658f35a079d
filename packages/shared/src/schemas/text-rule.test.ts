import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenText } from './text-rule';

describe('the text rule', () => {
  it.each([
    ['plain text', 'Sharma Sweets', false],
    ['Hindi and an emoji', 'शुभ दीपावली 🪔', false],
    ['tab, newline and carriage return', 'a\tb\nc\r\n', false],
    ['a NUL', 'Sharma\u0000Sweets', true],
    ['a bell', '\u0007', true],
    ['DEL', 'x\u007f', true],
    ['a lone high surrogate', 'x\ud800', true],
    ['a lone low surrogate', '\udc00x', true],
    ['a reversed pair', '\udc00\ud800', true],
  ])('%s → forbidden: %s', (_, text, forbidden) => {
    expect(hasForbiddenText(text)).toBe(forbidden);
  });

  it('names the first offending field, key or array item', () => {
    expect(findForbiddenText({ a: 'ok', b: { c: ['ok', 'no\u0000'] } })).toBe('b.c.1');
    expect(findForbiddenText(JSON.parse('{"bad\\ud800key": 1}'))).toBe('bad\ud800key');
    expect(findForbiddenText('\u0000')).toBe('_');
    expect(findForbiddenText({ n: 1, t: true, z: null, s: 'fine' })).toBeNull();
  });
});
