const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A lookup over a table of messages keyed by their exact English, as the server sends them. A
 * `{name}` in a key matches any text there and carries it into the translation, through
 * `carry` (a wait in words, say). Answers undefined for a message the table does not hold.
 */
export function messageTable(
  table: Readonly<Record<string, string>>,
  carry: (value: string) => string = (value) => value,
): (message: string) => string | undefined {
  const exact = new Map<string, string>();
  const patterns: { match: RegExp; names: string[]; translation: string }[] = [];
  for (const [english, translation] of Object.entries(table)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.push({ match: new RegExp(`^${source}$`), names, translation });
  }
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { match, names, translation } of patterns) {
      const values = match.exec(message);
      if (!values) continue;
      // A function, not a string, as the replacement: a name holding "$&" stays as written.
      return names.reduce(
        (text, name, i) => text.replace(`{${name}}`, () => carry(values[i + 1] ?? '')),
        translation,
      );
    }
    return undefined;
  };
}
