import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

// Random bytes drawn from a pool: one small randomBytes call per id cost ~5% of a cached
// API request in our profile (every request gets an id).
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let poolOffset = 0;
function randomHex(bytes: number): string {
  if (poolOffset + bytes > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

/**
 * A 24-char lowercase hex id (the shape of the specification's `_id`), time-ordered:
 * 48-bit millisecond time, 16-bit counter within the millisecond, 32 random bits.
 * Ids made by one process sort in creation order; across processes they sort by millisecond.
 */
export function newId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = Number.parseInt(randomHex(2), 16) & 0x7fff; // leaves room to count up within a ms
  } else {
    counter = (counter + 1) & 0xffff;
    if (counter === 0) lastMs += 1; // 65k ids in one ms: borrow the next ms, keep the order
  }
  return (
    lastMs.toString(16).padStart(12, '0') + counter.toString(16).padStart(4, '0') + randomHex(4)
  );
}
