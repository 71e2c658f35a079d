import { Transform } from 'node:stream';

/**
 * Passes on bytes `start` to `end` (inclusive) of the stream it is piped from. For a range of a
 * download: storage streams whole objects, and a download is tens of megabytes at most.
 */
export function sliceStream(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > end) this.push(null);
      done();
    },
  });
}
