/**
 * The `Range` header of a GET, as RFC 9110 §14 reads it, for one file of `size` bytes.
 * - `full`: no range, or one we may ignore (another unit, several ranges, bad syntax): send it all;
 * - `partial`: send bytes `start` to `end` inclusive with 206;
 * - `unsatisfiable`: a well-formed range that misses the file: 416.
 * Several ranges are answered with the whole file, as the RFC allows: browsers seeking in a video
 * ask for one, and multipart/byteranges responses are an old way to make a server work hard.
 */
export type ByteRange =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

// Bounded so a number never loses precision (2^53 is 16 digits).
const SINGLE_RANGE = /^bytes=[ \t]*(\d{0,15})-(\d{0,15})[ \t]*$/i;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;

  if (first === '') {
    if (last === '') return { kind: 'full' };
    // `-n`: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}
