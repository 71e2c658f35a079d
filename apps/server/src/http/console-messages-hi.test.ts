import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES_HI, consoleMessageInHindi } from './console-messages-hi';

const SERVER = fileURLToPath(new URL('../', import.meta.url));

/** The server's source, where every console message we translate is written. */
function sources(): string {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.includes('messages-hi'))
    .map((file) => readFileSync(path.join(SERVER, file), 'utf8'))
    .join('\n');
}

describe("the console's server messages in Hindi", () => {
  it('translates exact messages and fills placeholders, and leaves others alone', () => {
    expect(consoleMessageInHindi('Category created')).toBe('कैटेगरी बन गई');
    expect(consoleMessageInHindi('A category named "Festivals" already exists')).toBe(
      '"Festivals" नाम की कैटेगरी पहले से है',
    );
    expect(consoleMessageInHindi('"Diwali" still holds 3 designs: move or delete them first')).toBe(
      '"Diwali" में अभी 3 डिज़ाइन हैं: पहले उन्हें दूसरी जगह ले जाएँ या डिलीट करें',
    );
    expect(consoleMessageInHindi('Logged in successfully')).toBeUndefined();
  });

  it("carries an operator's name as written, even one that reads like a replacement pattern", () => {
    // String.replace reads "$&" and "$'" in a replacement string as the match and what follows.
    expect(consoleMessageInHindi(`A category named "Sale $& $' $$" already exists`)).toBe(
      `"Sale $& $' $$" नाम की कैटेगरी पहले से है`,
    );
  });

  it('writes every message in Devanagari and keeps its placeholders', () => {
    for (const [english, hindi] of Object.entries(CONSOLE_MESSAGES_HI)) {
      expect(hindi, english).toMatch(/[\u0900-\u097f]/);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(hindi), english).toEqual(names(english));
    }
  });

  it('has no entry for a message the code no longer says', () => {
    const code = sources();
    const stale = Object.keys(CONSOLE_MESSAGES_HI).filter((english) => {
      // A message with a placeholder is written as a template, and a count's noun is chosen by the
      // count ("1 design", "3 designs"): its longest fixed part must be there.
      const fixed =
        english
          .split(/\{\w+\}|\d+|e-mails?|designs?|sub-categor(?:y|ies)/)
          .sort((a, b) => b.length - a.length)[0] ?? '';
      return !code.includes(fixed.trim());
    });
    expect(stale).toEqual([]);
  });
});
