import type { TextMeasure } from './context';

type Measure = (text: string) => TextMeasure;

/** One paragraph of the user's text (split at their line breaks) and the lines it wraps to. */
export interface WrappedParagraph {
  text: string;
  lines: string[];
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// The viramas of the Indian scripts (Malayalam has two more, vertical and circular), optionally
// followed by ZWNJ or ZWJ. A consonant with a virama joins the next
// one into a conjunct (क्ष, ਪ੍ਰ, ಕ್ಷ, க்ஷ). Unicode 15.1's grapheme rule GB9c keeps that together
// for six of the scripts only; Gurmukhi, Tamil and Kannada clusters still split there.
const ENDS_IN_VIRAMA =
  /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D][\u200C\u200D]?$/u;

/**
 * Breaks `text` into lines no wider than `maxWidth` in the context's current font: the user's
 * line breaks are kept, words wrap greedily, and a word wider than the line (a long URL, a
 * phone number in a tall font) is broken between grapheme clusters, never inside a conjunct,
 * so nothing is ever drawn past the edge.
 */
export function wrapText(measure: Measure, text: string, maxWidth: number): string[] {
  return wrapParagraphs(measure, text, maxWidth).flatMap((p) => p.lines);
}

/** `wrapText`, keeping which paragraph each line came from (its direction is the paragraph's). */
export function wrapParagraphs(
  measure: Measure,
  text: string,
  maxWidth: number,
): WrappedParagraph[] {
  const paragraphs = text
    .split(/\r?\n/)
    .map((paragraph) => ({ text: paragraph, lines: wrapParagraph(measure, paragraph, maxWidth) }));
  // Blank lines at either end would only push the text off its anchor.
  while (paragraphs[0]?.lines[0] === '') paragraphs.shift();
  while (paragraphs.at(-1)?.lines[0] === '') paragraphs.pop();
  return paragraphs;
}

function wrapParagraph(measure: Measure, paragraph: string, maxWidth: number): string[] {
  const words = paragraph.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
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
  return lines;
}

function breakWord(measure: Measure, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const cluster of clusters(word)) {
    if (piece && measure(piece + cluster).width > maxWidth) {
      pieces.push(piece);
      piece = cluster;
    } else {
      piece += cluster;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Grapheme clusters, with a cluster that ends in a virama joined to the next (see above). */
function clusters(word: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const { segment } of graphemes.segment(word)) {
    pending += segment;
    if (!ENDS_IN_VIRAMA.test(pending)) {
      out.push(pending);
      pending = '';
    }
  }
  if (pending) out.push(pending);
  return out;
}
