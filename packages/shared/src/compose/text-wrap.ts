import type { TextMeasure } from './context';

type Measure = (text: string) => TextMeasure;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Breaks `text` into lines no wider than `maxWidth` in the context's current font: the user's
 * line breaks are kept, words wrap greedily, and a word wider than the line (a long URL, a
 * phone number in a tall font) is broken between grapheme clusters, so a Devanagari conjunct
 * is never split and nothing is ever drawn past the edge.
 */
export function wrapText(measure: Measure, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate).width <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word).width <= maxWidth) {
        line = word;
        continue;
      }
      const pieces = breakWord(measure, word, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  // Blank lines at either end would only push the text off its anchor.
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

function breakWord(measure: Measure, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && measure(piece + segment).width > maxWidth) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
