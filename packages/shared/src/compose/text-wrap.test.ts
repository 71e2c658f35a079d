import { describe, expect, it } from 'vitest';
import { wrapParagraphs, wrapText } from './text-wrap';

// Every code point 10 px wide: enough to force breaks where the tests want them.
const measure = (t: string) => ({ width: [...t].length * 10 });

// A word with a conjunct (consonant, virama, consonant) in each Indian script, as users type them.
const CONJUNCT_WORDS = {
  Devanagari: 'क्षत्रिय',
  Bengali: 'ক্ষমাপ্রার্থী',
  Gujarati: 'ક્ષમાપ્રાર્થી',
  Gurmukhi: 'ਪ੍ਰੇਮਪ੍ਰੀਤ',
  Odia: 'କ୍ଷମାପ୍ରାର୍ଥୀ',
  Tamil: 'க்ஷேத்திரம்',
  Telugu: 'శ్రీక్షేత్రం',
  Kannada: 'ಕ್ಷಮೆಪ್ರಾರ್ಥನೆ',
  Malayalam: 'ക്ഷമാപ്രാർത്ഥന',
} as const;

const VIRAMA_AT_END = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D][\u200C\u200D]?$/u;

describe('wrapText in the Indian scripts', () => {
  for (const [script, word] of Object.entries(CONJUNCT_WORDS)) {
    it(`breaks a long ${script} word only between conjuncts and their vowel signs`, () => {
      const lines = wrapText(measure, word, 30);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('')).toBe(word);
      for (const line of lines) {
        // A line never starts with a vowel sign or virama torn from its consonant…
        expect(line, script).not.toMatch(/^\p{M}/u);
      }
      // …nor ends in a virama whose conjunct went on to the next line (a word may end in one).
      for (const line of lines.slice(0, -1)) expect(line, script).not.toMatch(VIRAMA_AT_END);
    });
  }

  it('wraps Urdu between words and keeps each word whole', () => {
    const text = 'عید مبارک شرما مٹھائی والے';
    const lines = wrapText(measure, text, 110);
    expect(lines).toEqual(['عید مبارک', 'شرما مٹھائی', 'والے']);
  });
});

describe('wrapParagraphs', () => {
  it('keeps which paragraph each line came from and drops blank ones at the ends', () => {
    const paragraphs = wrapParagraphs(measure, '\nSharma Sweets Mithai\n\nعید مبارک\n', 140);
    expect(paragraphs).toEqual([
      { text: 'Sharma Sweets Mithai', lines: ['Sharma Sweets', 'Mithai'] },
      { text: '', lines: [''] },
      { text: 'عید مبارک', lines: ['عید مبارک'] },
    ]);
  });
});
