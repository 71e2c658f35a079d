import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A query ready to run. The tsquery texts are PostgreSQL's own output (`::tsquery::text` in
 * expand), so the other queries can cast them back without any parsing of user text.
 */
export interface PreparedQuery {
  /** Every word (as typed, as a prefix, or one of its corrections): what a media must match. */
  match: string | null;
  /** Any word: what a category or sub-category name must match (names are short labels). */
  any: string | null;
  /** Each word as typed, or its split or best correction: ranked above other corrections. */
  preferred: string | null;
  /** The words joined by spaces, for trigram similarity against names. */
  text: string;
}

// Corrections offered per unknown word: at most three, and only those nearly as similar as the
// best one ("rangotsv": rangotsav 0.58 is kept, rangoli 0.42 is not; "dewali": diwali 0.40 and
// deepavali 0.31 both are). More only adds unrelated words.
const CORRECTIONS_PER_WORD = 3;
const CORRECTION_WINDOW = sql.raw('0.1');

/** A lexeme as a quoted tsquery operand: quotes doubled, backslashes escaped (tsquery syntax). */
const quote = (value: SQL) =>
  sql`'''' || replace(replace(${value}, '\\', '\\\\'), '''', '''''') || ''''`;

/** A LIKE pattern matching `value` as a prefix, with its own % _ \ taken literally. */
const prefixPattern = (value: SQL) =>
  sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** The vocabulary (search_terms, kept by a trigger on media): what words can mean. */
export function createSearchTermsRepo(db: Database) {
  return {
    /**
     * One round trip turns the words (letters, marks and digits only: search-query.ts) into
     * tsqueries. Per word:
     * - the last word, still being typed, is a prefix if it begins known terms and has 2
     *   letters or more (`diwal` → `'diwal':*`);
     * - another word that is a known term is matched exactly: GIN can then skip through a
     *   frequent word's postings driven by a rarer one, which it cannot for a prefix;
     * - else a word of 3 letters or more that begins known terms is a prefix (`wish` →
     *   wishes); shorter prefixes would walk hundreds of terms for little meaning;
     * - a plural also matches its known singular (`quotes` → `'quotes':* | 'quote'`): the one
     *   piece of stemming worth having without an English-only configuration;
     * - else the word is unknown: two known terms it splits into (`goodmorning` → `'good' <->
     *   'morning'`), or the known terms most similar to it by trigrams (`dewali` → `'diwali' |
     *   'deepavali'`; `%` with pg_trgm.similarity_threshold, 0.3 by default, through the
     *   trigram GIN index on search_terms);
     * - else it is dropped: it cannot match anything.
     */
    async expand(words: string[]): Promise<PreparedQuery> {
      const [row] = await db
        .select({
          match: sql<string | null>`match`,
          any: sql<string | null>`any_word`,
          preferred: sql<string | null>`preferred`,
        })
        .from(sql`(
        with words as (
          select lower(u.word) as word, u.ord = ${words.length} as last
          from unnest(${sql.param(words)}::text[]) with ordinality as u(word, ord)
        ),
        lookups as (
          select w.word, w.last, char_length(w.word) as length,
            exists (select 1 from search_terms t where t.term = w.word) as exact,
            exists (
              select 1 from search_terms t where t.term like ${prefixPattern(sql`w.word`)}
            ) as prefixed,
            (
              select t.term from search_terms t
              where w.word like '%s' and char_length(w.word) >= 4
                and t.term in (left(w.word, -1), left(w.word, -2))
              order by char_length(t.term) desc
              limit 1
            ) as singular
          from words w
        ),
        typed as (
          select l.word, l.length, nullif(concat_ws(' | ',
            case
              when l.last and l.prefixed and l.length >= 2 then ${quote(sql`l.word`)} || ':*'
              when l.exact then ${quote(sql`l.word`)}
              when l.prefixed and l.length >= 3 then ${quote(sql`l.word`)} || ':*'
            end,
            ${quote(sql`l.singular`)}), '') as operand
          from lookups l
        ),
        unknown as (
          select t.word, t.operand as typed, split.operand as split,
            fixes.operands as corrections, fixes.best
          from typed t
          left join lateral (
            select '(' || ${quote(sql`left(t.word, i)`)} || ' <-> ' || ${quote(sql`substr(t.word, i + 1)`)} || ')' as operand
            from generate_series(2, t.length - 2) as i
            where t.operand is null
              and exists (select 1 from search_terms s where s.term = left(t.word, i))
              and exists (select 1 from search_terms s where s.term = substr(t.word, i + 1))
            order by abs(t.length - 2 * i), i
            limit 1
          ) split on true
          left join lateral (
            select string_agg(${quote(sql`c.term`)}, ' | ' order by c.score desc, c.term) as operands,
              (array_agg(${quote(sql`c.term`)} order by c.score desc, c.term))[1] as best
            from (
              select term, score from (
                select s.term, similarity(s.term, t.word) as score,
                  max(similarity(s.term, t.word)) over () as top
                from search_terms s
                where t.operand is null and t.length >= 3 and s.term % t.word
              ) ranked
              where score >= top - ${CORRECTION_WINDOW}
              order by score desc, term
              limit ${CORRECTIONS_PER_WORD}
            ) c
          ) fixes on true
        ),
        operands as (
          select word,
            coalesce(typed, nullif(concat_ws(' | ', split, corrections), '')) as operand,
            coalesce(typed, split, best) as preferred
          from unknown
        )
        select
          (select string_agg('(' || operand || ')', ' & ' order by word)::tsquery::text
            from operands where operand is not null) as match,
          (select string_agg('(' || operand || ')', ' | ' order by word)::tsquery::text
            from operands where operand is not null) as any_word,
          (select string_agg('(' || preferred || ')', ' | ' order by word)::tsquery::text
            from operands where preferred is not null) as preferred
        ) as expanded`);
      return {
        match: row?.match ?? null,
        any: row?.any ?? null,
        preferred: row?.preferred ?? null,
        text: words.join(' '),
      };
    },
  };
}
