/** What the picker needs of a FontFace: its family and its CSS unicode-range. */
export interface DeclaredFace {
  family: string;
  unicodeRange: string;
}

/**
 * Which family of `families` (a font stack, in order) draws each character of `text`, as the
 * browser chooses when it draws: the first family with a face whose unicode-range admits the
 * character. Returns each family needed and its characters. Characters no face admits (emoji) are
 * left to the system and loaded by nobody.
 *
 * Why not `document.fonts.load(stack, text)`: it fetches, in every family of the stack, each
 * face whose range meets the text. Every Indian script's face also claims the danda (।), the
 * rupee sign and ZWJ, so a Hindi line ending in । or a price in ₹ fetched all nine of them
 * (decision note 0028) where the drawing needs one.
 */
export function facesForText(
  families: readonly string[],
  text: string,
  faces: Iterable<DeclaredFace>,
): Map<string, string> {
  const ranges = new Map<string, Array<[number, number]>>();
  for (const face of faces) {
    const family = face.family.replace(/^["']|["']$/g, '');
    ranges.set(family, [...(ranges.get(family) ?? []), ...parseUnicodeRange(face.unicodeRange)]);
  }
  const needed = new Map<string, string>();
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    const family = families.find((f) =>
      (ranges.get(f) ?? []).some(([from, to]) => codePoint >= from && codePoint <= to),
    );
    if (family) needed.set(family, (needed.get(family) ?? '') + char);
  }
  return needed;
}

/** `U+0A80-0AFF, U+20B9, U+4??` as inclusive code point intervals. */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').flatMap((part): Array<[number, number]> => {
    const body = part.trim().replace(/^U\+/i, '');
    if (!body) return [];
    if (body.includes('?')) {
      return [
        [
          Number.parseInt(body.replace(/\?/g, '0'), 16),
          Number.parseInt(body.replace(/\?/g, 'F'), 16),
        ],
      ];
    }
    const [from = '', to = from] = body.split('-');
    return [[Number.parseInt(from, 16), Number.parseInt(to, 16)]];
  });
}
