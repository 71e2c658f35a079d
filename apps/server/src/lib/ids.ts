import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A 24-char lowercase hex id (the shape of the specification's `_id`), time-ordered:
 * 48-bit millisecond time, 16-bit counter within the millisecond, 32 random bits.
 * Ids made by one process sort in creation order; across processes they sort by millisecond.
 */
export function newId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE() & 0x7fff; // leaves room to count up within a ms
  } else {
    counter = (counter + 1) & 0xffff;
    if (counter === 0) lastMs += 1; // 65k ids in one ms: borrow the next ms, keep the order
  }
  return (
    lastMs.toString(16).padStart(12, '0') +
    counter.toString(16).padStart(4, '0') +
    randomBytes(4).toString('hex')
  );
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
