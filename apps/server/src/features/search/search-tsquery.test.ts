import { describe, expect, it } from 'vitest';
import { buildQuery, needsCorrections, quoteLexeme, type WordFacts } from './search-tsquery';

const facts = (word: string, known: Partial<WordFacts> = {}): WordFacts => ({
  word,
  last: false,
  exact: false,
  prefixed: false,
  singular: null,
  split: null,
  corrections: [],
  completions: [],
  ...known,
});

describe('quoteLexeme', () => {
  it('quotes so that no character is an operator', () => {
    expect(quoteLexeme('diwali')).toBe("'diwali'");
    expect(quoteLexeme("don't")).toBe("'don''t'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
    expect(quoteLexeme('& | ! <-> :*')).toBe("'& | ! <-> :*'");
  });
});

describe('buildQuery', () => {
  it('matches the last word as a prefix, known earlier words exactly', () => {
    const query = buildQuery(
      [
        facts('happy', { exact: true, prefixed: true }),
        facts('diwal', { last: true, prefixed: true }),
      ],
      'happy diwal',
    );
    expect(query).toEqual({
      match: "('happy') & ('diwal':*)",
      matchTerms: "('happy') & ('diwal':*)",
      titleTerms: ["('happy') & ('diwal':*)"],
      any: "('happy') | ('diwal':*)",
      preferred: "('happy') | ('diwal':*)",
      text: 'happy diwal',
    });
  });

  it('prefixes an earlier word only from 3 letters, the last from 2', () => {
    expect(buildQuery([facts('wish', { prefixed: true })], '').match).toBe("('wish':*)");
    expect(buildQuery([facts('wi', { prefixed: true })], '').match).toBeNull();
    expect(buildQuery([facts('ho', { prefixed: true, last: true })], '').match).toBe("('ho':*)");
    expect(buildQuery([facts('h', { prefixed: true, last: true })], '').match).toBeNull();
  });

  it('spells a prefix out as the known terms it begins, for finding but not for ranking', () => {
    const query = buildQuery(
      [
        facts('real', { exact: true, prefixed: true, completions: ['real', 'reality'] }),
        facts('esta', { last: true, prefixed: true, completions: ['estate', 'estates'] }),
      ],
      'real esta',
    );
    expect(query).toMatchObject({
      match: "('real') & ('esta':*)",
      matchTerms: "('real') & ('estate' | 'estates')",
      preferred: "('real') | ('esta':*)",
    });
    const many = facts('ho', { last: true, prefixed: true, completions: null });
    expect(buildQuery([many], '').matchTerms).toBe("('ho':*)");
    const quotes = facts('quotes', { prefixed: true, singular: 'quote', completions: ['quotes'] });
    expect(buildQuery([quotes], '').matchTerms).toBe("('quotes' | 'quote')");
  });

  it('gives the title index each phrase of a one-word query apart, and its words together', () => {
    const suprabhat = {
      operand: "'good' <-> 'morning' | 'suprabhat' | 'shubh' <-> 'prabhat' | 'suprabhat':*",
      spelled: "'good' <-> 'morning' | 'suprabhat' | 'shubh' <-> 'prabhat' | 'suprabhats'",
      preferred: "'suprabhat'",
    };
    expect(buildQuery([suprabhat], 'suprabhat').titleTerms).toEqual([
      "('good' <-> 'morning')",
      "('shubh' <-> 'prabhat')",
      "('suprabhat' | 'suprabhats')",
    ]);
    // A quoted " | " is part of a lexeme, not an alternative.
    const quoted = { operand: "'a | b' | 'c'", spelled: "'a | b' | 'c'", preferred: "'c'" };
    expect(buildQuery([quoted], '').titleTerms).toEqual(["('a | b' | 'c')"]);
    const happy = facts('happy', { exact: true, prefixed: true });
    expect(buildQuery([happy, suprabhat], '').titleTerms).toEqual([
      `('happy') & (${suprabhat.spelled})`,
    ]);
    expect(buildQuery([facts('zzz')], '').titleTerms).toBeNull();
  });

  it('adds a known singular to a plural', () => {
    const quotes = facts('quotes', { last: true, prefixed: true, singular: 'quote' });
    expect(buildQuery([quotes], '').match).toBe("('quotes':* | 'quote')");
  });

  it('reads a glued word as a phrase of two known words', () => {
    const glued = facts('goodmorning', { split: ['good', 'morning'] });
    expect(needsCorrections(glued)).toBe(false);
    expect(buildQuery([glued], '').match).toBe("('good' <-> 'morning')");
  });

  it('offers corrections for an unknown word and prefers the best one', () => {
    const typo = facts('dewali', { corrections: ['diwali', 'deepavali'] });
    expect(needsCorrections(facts('dewali'))).toBe(true);
    expect(needsCorrections(facts('dw'))).toBe(false);
    expect(buildQuery([typo], '')).toMatchObject({
      match: "('diwali' | 'deepavali')",
      preferred: "('diwali')",
    });
  });

  it('drops words that match nothing, and is empty when none is left', () => {
    const query = buildQuery([facts('diwali', { exact: true }), facts('xyzzy')], '');
    expect(query.match).toBe("('diwali')");
    expect(buildQuery([facts('xyzzy')], '')).toMatchObject({
      match: null,
      any: null,
      preferred: null,
    });
  });
});
