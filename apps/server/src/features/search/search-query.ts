/**
 * What a search query becomes before it reaches the database: its words. Only letters,
 * combining marks (Devanagari vowel signs, so "शुभ" stays one word) and digits survive; every
 * other character (quotes, %, _, backslashes, the tsquery operators & | ! : * < ->) separates
 * words and is otherwise ignored. The words are therefore safe to quote into a tsquery, and
 * SQL keywords in them are just words.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

// Each word costs a vocabulary lookup and a GIN scan; a 200-character query could hold 100.
// Eight covers any real query ("happy diwali wishes for sweet shops" is six).
export const MAX_SEARCH_WORDS = 8;

/** The query's distinct words in order (case is folded by the database, like the vectors). */
export function searchWords(query: string): string[] {
  const words = new Map<string, string>();
  for (const [word] of query.matchAll(WORD)) {
    const key = word.toLowerCase();
    if (!words.has(key)) words.set(key, word);
    if (words.size === MAX_SEARCH_WORDS) break;
  }
  return [...words.values()];
}
