import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findSynonyms } from './search-synonyms';
import {
  buildQuery,
  type FixedReading,
  MAX_COMPLETIONS,
  needsCorrections,
  type PreparedQuery,
  phraseOperand,
  synonymOperand,
  type WordFacts,
} from './search-tsquery';

export type { PreparedQuery } from './search-tsquery';

// Corrections offered per unknown word: at most three, and only those nearly as similar as the
// best one ("rangotsv": rangotsav 0.58 is kept, rangoli 0.42 is not; "dewali": diwali 0.40 and
// deepavali 0.31 both are). More only adds unrelated words.
const CORRECTIONS_PER_WORD = 3;
const CORRECTION_WINDOW = 0.1;
// A Devanagari word is a few syllables, and pg_trgm's trigrams cut across its vowel signs, so
// one shared syllable scores high: "दिवाली" is 0.33 like "दिवस" (day, in every national day's
// name), "दिवा" 0.43. Its corrections must be nearer than the 0.3 of Latin words.
const DEVANAGARI_MIN_SIMILARITY = 0.5;
const DEVANAGARI = /\p{Script=Devanagari}/u;
// A word is tried as two glued words ("goodmorning") only up to this length: each split point
// costs two lookups.
const SPLIT_MAX_LENGTH = 24;

/** A LIKE pattern matching `value` as a prefix, with its own % _ \ taken literally. */
const prefixPattern = (value: SQL) =>
  sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

interface Candidate {
  text: string;
  /** Whether to ask if it begins a known term (only the words themselves). */
  prefix: boolean;
}

/** Every string whose presence in the vocabulary decides how a word is read. */
function candidatesFor(word: string) {
  const letters = [...word];
  const self: Candidate = { text: word, prefix: true };
  const singulars = /s$/i.test(word) && letters.length >= 4 ? [word.slice(0, -1)] : [];
  if (/es$/i.test(word) && letters.length >= 5) singulars.push(word.slice(0, -2));
  const splits: [string, string][] = [];
  if (letters.length <= SPLIT_MAX_LENGTH) {
    for (let at = 2; at <= letters.length - 2; at++) {
      splits.push([letters.slice(0, at).join(''), letters.slice(at).join('')]);
    }
  }
  // The most even split first: "happybirthday" is happy + birthday before hap + pybirthday.
  const unevenness = ([left, right]: [string, string]) => Math.abs(left.length - right.length);
  splits.sort((a, b) => unevenness(a) - unevenness(b));
  return { self, singulars, splits };
}

/** The vocabulary (search_terms, kept by a trigger on media): what words can mean. */
export function createSearchTermsRepo(db: Database) {
  /**
   * For each string: its lower-cased form, whether it is a term, and (when asked) the terms it
   * begins: null when more than MAX_COMPLETIONS, empty when none.
   */
  async function lookUp(candidates: Candidate[]) {
    const rows = await db
      .select({
        ord: sql<number>`ord`,
        term: sql<string>`term`,
        exact: sql<boolean>`exact`,
        completions: sql<string[] | null>`completions`,
      })
      .from(sql`(
        select c.ord::int as ord, lower(c.text) as term,
          exists (select 1 from search_terms t where t.term = lower(c.text)) as exact,
          case when c.prefix then array(
            select t.term from search_terms t
            where t.term like ${prefixPattern(sql`lower(c.text)`)}
            limit ${MAX_COMPLETIONS + 1}
          ) end as completions
        from unnest(${sql.param(candidates.map((c) => c.text))}::text[],
          ${sql.param(candidates.map((c) => c.prefix))}::boolean[])
          with ordinality as c(text, prefix, ord)
      ) as lookups`);
    const byIndex = new Map(
      rows.map((row) => {
        const completions = row.completions ?? [];
        return [
          row.ord - 1,
          {
            term: row.term,
            exact: row.exact,
            prefixed: completions.length > 0,
            completions: completions.length > MAX_COMPLETIONS ? null : completions.sort(),
          },
        ];
      }),
    );
    return (index: number) => byIndex.get(index);
  }

  /** Known terms similar to each word by trigrams (`%`: pg_trgm.similarity_threshold, 0.3). */
  async function correct(words: string[]): Promise<Map<string, string[]>> {
    const rows = await db
      .select({ word: sql<string>`word`, term: sql<string>`term`, score: sql<number>`score` })
      .from(sql`(
        select w.word, c.term, c.score
        from unnest(${sql.param(words)}::text[]) as w(word)
        cross join lateral (
          select s.term, similarity(s.term, w.word) as score
          from search_terms s
          where s.term % w.word
          order by score desc, s.term
          limit ${CORRECTIONS_PER_WORD * 2}
        ) c
      ) as corrections`);
    const found = new Map<string, { term: string; score: number }[]>();
    for (const row of rows) {
      if (DEVANAGARI.test(row.word) && row.score < DEVANAGARI_MIN_SIMILARITY) continue;
      found.set(row.word, [...(found.get(row.word) ?? []), row]);
    }
    return new Map(
      [...found].map(([word, terms]) => {
        const best = Math.max(...terms.map((t) => t.score));
        const near = terms.filter((t) => t.score >= best - CORRECTION_WINDOW);
        return [word, near.slice(0, CORRECTIONS_PER_WORD).map((t) => t.term)];
      }),
    );
  }

  return {
    /**
     * Turns the words (letters, marks and digits only: search-query.ts) into tsqueries, in one
     * round trip for known words and a second only when some word needs typo corrections.
     * The rules are in search-tsquery.ts.
     */
    async expand(query: string[]): Promise<PreparedQuery> {
      // Names the synonym table knows are read from it, never corrected: "दिवाली" must not
      // become the nearest known word by trigrams ("दिवस", of every national day).
      const lower = query.map((word) => word.toLowerCase());
      const candidates: Candidate[] = [];
      const add = (candidate: Candidate) => candidates.push(candidate) - 1;
      const synonyms = findSynonyms(lower).map((match) => {
        const end = match.start + match.length;
        const typedPrefix = end === query.length && match.length === 1 ? lower[match.start] : null;
        const prefix = typedPrefix ? add({ text: typedPrefix, prefix: true }) : null;
        return { ...match, end, typedPrefix: typedPrefix ?? null, prefix };
      });
      const covered = new Set<number>();
      for (const match of synonyms) {
        for (let i = match.start; i < match.end; i++) covered.add(i);
      }
      const words = query.filter((_, i) => !covered.has(i));
      const plans = words.map(candidatesFor);
      const indexed = plans.map((plan) => ({
        self: add(plan.self),
        singulars: plan.singulars.map((text) => add({ text, prefix: false })),
        splits: plan.splits.map(
          ([left, right]) =>
            [add({ text: left, prefix: false }), add({ text: right, prefix: false })] as const,
        ),
      }));
      const found = candidates.length > 0 ? await lookUp(candidates) : () => undefined;
      const known = (index: number) => {
        const row = found(index);
        return row?.exact ? row.term : undefined;
      };
      const fixed = new Map<number, FixedReading>();
      for (const match of synonyms) {
        const completions =
          match.prefix === null ? null : (found(match.prefix)?.completions ?? null);
        fixed.set(match.start, {
          operand: synonymOperand(match.names, match.typedPrefix),
          spelled: synonymOperand(match.names, match.typedPrefix, completions),
          preferred: phraseOperand(lower.slice(match.start, match.end).join(' ')),
        });
      }

      const facts: WordFacts[] = indexed.map((plan, i) => {
        const self = found(plan.self);
        const split = plan.splits
          .map(([left, right]) => [known(left), known(right)] as const)
          .find((pair): pair is readonly [string, string] => !!pair[0] && !!pair[1]);
        return {
          word: self?.term ?? (words[i] as string).toLowerCase(),
          last: i === words.length - 1 && !covered.has(query.length - 1),
          exact: self?.exact ?? false,
          prefixed: self?.prefixed ?? false,
          completions: self?.completions ?? [],
          singular: plan.singulars.map(known).find((term) => term !== undefined) ?? null,
          split: split ?? null,
          corrections: [],
        };
      });

      const unknown = facts.filter(needsCorrections);
      if (unknown.length > 0) {
        const corrections = await correct(unknown.map((f) => f.word));
        for (const f of unknown) f.corrections = corrections.get(f.word) ?? [];
      }
      // Back in the query's order: each synonym run where it began, the other words between.
      const parts: (WordFacts | FixedReading)[] = [];
      let next = 0;
      for (let i = 0; i < query.length; i++) {
        const reading = fixed.get(i);
        if (reading) parts.push(reading);
        else if (!covered.has(i)) parts.push(facts[next++] as WordFacts);
      }
      return buildQuery(parts, query.join(' '));
    },
  };
}
