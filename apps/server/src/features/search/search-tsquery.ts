/**
 * Pure rules that turn the words of a query, and what the vocabulary knows about them, into
 * tsquery texts. The database answers the lookups (search-terms.repo.ts); nothing here parses
 * user text as tsquery syntax: every lexeme is quoted.
 */

/** What the vocabulary (search_terms) says about one word of the query. */
export interface WordFacts {
  /** Lower-cased by the database, as the 'simple' configuration does for the vectors. */
  word: string;
  /** The last word is still being typed: it may be a prefix even when short. */
  last: boolean;
  /** A known term as it is. */
  exact: boolean;
  /** The beginning of a known term. */
  prefixed: boolean;
  /** Its known singular (`quotes` → quote), if it ends in s or es. */
  singular: string | null;
  /** Two known terms it splits into (`goodmorning` → good, morning). */
  split: readonly [string, string] | null;
  /** Known terms similar by trigrams, best first (only looked up for unknown words). */
  corrections: string[];
  /**
   * The known terms it begins (itself included), when there are at most MAX_COMPLETIONS;
   * null when there are more. Empty when it begins none.
   */
  completions: string[] | null;
}

/**
 * A prefix is spelled out as the known terms it begins up to this many (see matchTerms). A
 * catalogue's vocabulary rarely has more under three letters or more; a two-letter last word
 * ("ho") may, and stays a prefix.
 */
export const MAX_COMPLETIONS = 32;

/**
 * A query ready to run. The tsquery texts quote every lexeme, so casting them to tsquery never
 * interprets user text as operators.
 */
export interface PreparedQuery {
  /** Every word (as typed, as a prefix, or one of its corrections): what a media must match. */
  match: string | null;
  /**
   * `match` with each prefix spelled out as the known terms it begins (`'estate':*` →
   * `'estate'`), which finds the same media: the vocabulary holds every lexeme of every vector.
   * GIN reads a prefix as a partial match, collecting the whole posting list of every term it
   * covers, and cannot skip through it driven by another word or the sub-category; a term it
   * can. Media are found with this and ranked with `match`, so the ranking cannot change.
   */
  matchTerms: string | null;
  /**
   * `matchTerms` as tsqueries whose matches together are its matches, for the title index:
   * in a one-word query, each phrase on its own and the single words together. GIN reads an OR
   * of words through their whole posting lists, and a phrase among them too ("suprabhat" is
   * also 'good' <-> 'morning': both words' lists in full), where a phrase alone skips through
   * the more frequent word's list driven by the rarer one: 13.6 → 6.1 ms at 1,000,000 media in
   * PGlite. A query of more words keeps `matchTerms` whole: its AND already drives the skipping.
   */
  titleTerms: string[] | null;
  /** Any word: what a category or sub-category name must match (names are short labels). */
  any: string | null;
  /** Each word as typed, or its split or best correction: ranked above other corrections. */
  preferred: string | null;
  /** The words joined by spaces, for trigram similarity against names. */
  text: string;
}

/** A lexeme as a quoted tsquery operand: backslashes escaped, quotes doubled. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * How the word is matched when the vocabulary knows it:
 * - the last word is a prefix if it begins known terms and has 2 letters or more;
 * - another word that is a known term is matched exactly: GIN can then skip through a
 *   frequent word's postings driven by a rarer one, which it cannot for a prefix;
 * - else a word of 3 letters or more that begins known terms is a prefix (`wish` → wishes);
 *   shorter prefixes would walk hundreds of terms for little meaning;
 * - a plural also matches its known singular: the one piece of stemming worth having without
 *   an English-only configuration.
 */
function typedOperand(facts: WordFacts, spelled = false): string | null {
  const length = [...facts.word].length;
  const quoted = quoteLexeme(facts.word);
  const prefix = spelled ? prefixOperand(facts.word, facts.completions) : `${quoted}:*`;
  const own =
    facts.last && facts.prefixed && length >= 2
      ? prefix
      : facts.exact
        ? quoted
        : facts.prefixed && length >= 3
          ? prefix
          : null;
  const singular = facts.singular ? quoteLexeme(facts.singular) : null;
  const parts = [own, singular].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' | ') : null;
}

/** A prefix as the known terms it begins, or as a prefix when they are too many to list. */
export function prefixOperand(prefix: string, completions: readonly string[] | null): string {
  if (completions === null || completions.length === 0) return `${quoteLexeme(prefix)}:*`;
  return completions.map(quoteLexeme).join(' | ');
}

/** Whether the word needs trigram corrections: unknown, no split, long enough to compare. */
export function needsCorrections(facts: WordFacts): boolean {
  return typedOperand(facts) === null && facts.split === null && [...facts.word].length >= 3;
}

/** A word's operand in the tsquery, and its preferred reading; null: it matches nothing. */
export function wordOperand(facts: WordFacts): Reading {
  const typed = typedOperand(facts);
  if (typed) return { operand: typed, spelled: typedOperand(facts, true), preferred: typed };
  if (facts.split) {
    const phrase = `${quoteLexeme(facts.split[0])} <-> ${quoteLexeme(facts.split[1])}`;
    return { operand: phrase, spelled: phrase, preferred: phrase };
  }
  const [best] = facts.corrections;
  if (best === undefined) return { operand: null, spelled: null, preferred: null };
  const corrections = facts.corrections.map(quoteLexeme).join(' | ');
  return { operand: corrections, spelled: corrections, preferred: quoteLexeme(best) };
}

/** How one part of the query is matched (null: it matches nothing). */
interface Reading {
  operand: string | null;
  /** The operand with its prefix spelled out as known terms (see PreparedQuery.matchTerms). */
  spelled: string | null;
  preferred: string | null;
}

/** A part of the query read without the vocabulary: a name from the synonym table. */
export interface FixedReading {
  operand: string;
  /** The operand with its prefix spelled out as known terms (see PreparedQuery.matchTerms). */
  spelled: string;
  /** The name as typed: ranked above its other names, as a typed word above corrections. */
  preferred: string;
}

/**
 * A name the synonym table knows (search-synonyms.ts), as any of its names: a single word as
 * itself, a phrase as adjacent words. `typedPrefix` is the query's last word when the name ends
 * the query: it may still be the start of a longer word ("holi" of "holiday").
 */
export function synonymOperand(
  names: readonly string[],
  typedPrefix: string | null,
  completions: readonly string[] | null = null,
): string {
  const operands = names.map(phraseOperand);
  if (typedPrefix) operands.push(prefixOperand(typedPrefix, completions));
  return operands.join(' | ');
}

/** Words that must follow each other, as a tsquery: `'good' <-> 'morning'`. */
export function phraseOperand(phrase: string): string {
  return phrase.split(' ').map(quoteLexeme).join(' <-> ');
}

/** Words that match nothing are dropped: the others still find what they can. */
export function buildQuery(parts: (WordFacts | FixedReading)[], text: string): PreparedQuery {
  const readings: Reading[] = parts.map((part) => ('operand' in part ? part : wordOperand(part)));
  const join = (parts: (string | null)[], operator: string) => {
    const present = parts.filter((part) => part !== null);
    return present.length > 0 ? present.map((part) => `(${part})`).join(` ${operator} `) : null;
  };
  const operands = readings.map((reading) => reading.operand);
  const spelled = readings.map((reading) => reading.spelled).filter((part) => part !== null);
  const matchTerms = join(spelled, '&');
  return {
    match: join(operands, '&'),
    matchTerms,
    titleTerms:
      spelled.length === 1
        ? phrasesApart(spelled[0] as string)
        : matchTerms === null
          ? null
          : [matchTerms],
    any: join(operands, '|'),
    preferred: join(
      readings.map((reading) => reading.preferred),
      '|',
    ),
    text,
  };
}

/**
 * An OR list's phrases each on its own, its other alternatives together (see
 * PreparedQuery.titleTerms): `'suprabhat' | 'good' <-> 'morning'` →
 * [`('good' <-> 'morning')`, `('suprabhat')`]. Splits only outside quoted lexemes.
 */
function phrasesApart(operand: string): string[] {
  const alternatives: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < operand.length; i++) {
    // A doubled quote inside a lexeme leaves and re-enters it: the state comes out right.
    if (operand[i] === "'") quoted = !quoted;
    else if (!quoted && operand.startsWith(' | ', i)) {
      alternatives.push(operand.slice(start, i));
      start = i + 3;
    }
  }
  alternatives.push(operand.slice(start));
  const isPhrase = (alternative: string) => alternative.includes("' <-> '");
  const phrases = alternatives.filter(isPhrase);
  const words = alternatives.filter((alternative) => !isPhrase(alternative));
  return [...phrases, ...(words.length > 0 ? [words.join(' | ')] : [])].map((part) => `(${part})`);
}
