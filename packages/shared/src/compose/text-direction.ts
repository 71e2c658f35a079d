export type TextDirection = 'ltr' | 'rtl';

// The scripts written right to left (Unicode's Bidi_Class R and AL letters), of which the editor
// ships a face for Urdu; the rest still get the right base direction from the same rule.
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * A paragraph's base direction by its first letter (rules P2–P3 of the Unicode bidirectional
 * algorithm, what a browser does for `dir="auto"`): an Urdu line reads right to left even when it
 * starts with a price, and an English line with an Urdu word in it still reads left to right.
 * Digits and punctuation decide nothing; text without letters is left to right. Each canvas
 * then orders the runs inside the line itself, given this base direction.
 */
export function paragraphDirection(text: string): TextDirection {
  for (const char of text) {
    if (LETTER.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}
