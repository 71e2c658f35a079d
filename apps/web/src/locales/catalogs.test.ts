import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './hi';

const DIR = new URL('./', import.meta.url);
const LANGUAGES = ['en', 'hi'] as const;

function read(language: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${language}/${file}`, DIR), 'utf8'));
}

const files = readdirSync(new URL('en/', DIR)).filter((file) => file.endsWith('.json'));
const catalogs = files.map((file) => ({
  file,
  en: read('en', file),
  hi: read('hi', file),
}));

/** `{name}` arguments and `<tag>`s: what a translation must keep, in any order. */
function slots(message: string): string[] {
  // An argument opens with `{name}` or `{name,`; a plural's branch (`one {day}`) is not one.
  const names = [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) )\{(\w+)[,}]/g)].map(
    (m) => `{${m[1]}}`,
  );
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe('message catalogs', () => {
  it('has a Hindi file for every English one, and names each namespace', () => {
    expect(
      readdirSync(new URL('hi/', DIR))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
    expect([...NAMESPACES].sort()).toEqual(files.map((f) => f.replace('.json', '')).sort());
  });

  for (const { file, en, hi } of catalogs) {
    it(`${file}: Hindi has exactly the English keys`, () => {
      const missing = Object.keys(en).filter((key) => !(key in hi));
      const extra = Object.keys(hi).filter((key) => !(key in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${file}: every translation keeps its arguments and tags, and compiles`, () => {
      for (const [key, english] of Object.entries(en)) {
        const hindi = hi[key] ?? '';
        expect(slots(hindi), `${key}: ${hindi}`).toEqual(slots(english));
        expect(() => compileMessage(english)).not.toThrow();
        expect(() => compileMessage(hindi)).not.toThrow();
      }
    });

    it(`${file}: Hindi is written in Devanagari`, () => {
      // A message that is only arguments, a brand or a format ("{title} · Stamp") has no words.
      const untranslated = Object.entries(hi).filter(
        ([key, text]) => !/[\u0900-\u097f]/.test(text) && /[a-z]{3}/i.test(en[key] ?? ''),
      );
      expect(untranslated.filter(([, text]) => !/^[{}\w\s·]*$/.test(text))).toEqual([]);
    });
  }

  it('gives every key one meaning across namespaces', () => {
    const seen = new Map<string, string>();
    for (const { file, en } of catalogs) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
      }
    }
    expect(LANGUAGES).toHaveLength(2);
  });
});
