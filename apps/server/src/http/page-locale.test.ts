import { describe, expect, it } from 'vitest';
import { opensInHindi, pageLocale } from './page-locale';

describe('a first visit that opens in Hindi', () => {
  it('is one whose browser lists Hindi among its languages, as the page itself decides', () => {
    expect(opensInHindi('hi-IN,hi;q=0.9,en;q=0.8')).toBe(true);
    expect(opensInHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(true);
    expect(opensInHindi('HI')).toBe(true);
    expect(opensInHindi('en-US,en;q=0.9')).toBe(false);
    expect(opensInHindi('chr,zh-Hant;q=0.8')).toBe(false);
    expect(opensInHindi('hi;q=0, en')).toBe(false);
    expect(opensInHindi(undefined)).toBe(false);
    expect(opensInHindi('')).toBe(false);
  });

  it('reads a hostile header as English: a weight that is no number, Hindi past 20 entries', () => {
    expect(opensInHindi('hi;q=abc')).toBe(false);
    expect(opensInHindi('hi;q=-1')).toBe(false);
    expect(opensInHindi(`${'en,'.repeat(5_000)}hi`)).toBe(false);
    expect(opensInHindi('\u0000hi')).toBe(false);
  });
});

describe("a page's language", () => {
  it('is the choice the device saved (its cookie) before what the browser reads', () => {
    expect(pageLocale({ cookie: 'a=1; language=en', 'accept-language': 'hi-IN,hi' })).toBe('en');
    expect(pageLocale({ cookie: 'language=hi', 'accept-language': 'en-IN' })).toBe('hi');
    expect(pageLocale({ 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('hi');
    expect(pageLocale({})).toBe('en');
  });

  it('ignores a cookie that names no language of ours', () => {
    expect(pageLocale({ cookie: 'language=fr', 'accept-language': 'hi' })).toBe('hi');
    expect(pageLocale({ cookie: 'xlanguage=hi' })).toBe('en');
  });
});
