import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Below this, compression saves less than the headers it adds.
const MIN_COMPRESSIBLE_BYTES = 1024;
// Quality 5 is within a few per cent of the maximum on JSON at a small fraction of its time, and
// bodies are compressed once per cache fill, not per request.
const BROTLI_QUALITY = 5;

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** A JSON answer ready to send as is: its bytes, their compressed forms and a validator. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/** Encodes a serialized answer once, off the event loop (zlib runs on libuv's thread pool). */
export async function encodeBody(json: string): Promise<EncodedBody> {
  const identity = Buffer.from(json, 'utf8');
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  if (identity.length < MIN_COMPRESSIBLE_BYTES) return { identity, br: null, gzip: null, etag };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz, etag };
}

/**
 * The coding to answer with for an `Accept-Encoding` header: brotli, then gzip, then none.
 * A coding listed with `q=0` is refused; `*` stands for any coding not listed.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  // What browsers send ("gzip, deflate, br, zstd"): a list without weights or wildcard, read in
  // place. This runs on every cached catalog answer, where the general parse below was the
  // largest of our own functions in the profile.
  if (!acceptEncoding.includes(';') && !acceptEncoding.includes('*')) {
    const header = acceptEncoding.toLowerCase();
    if (listsToken(header, 'br')) return 'br';
    return listsToken(header, 'gzip') ? 'gzip' : 'identity';
  }
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const wildcard = accepted.get('*') ?? false;
  for (const coding of ['br', 'gzip'] as const) {
    if (accepted.get(coding) ?? wildcard) return coding;
  }
  return 'identity';
}

/** Whether a comma-separated list (no parameters) has `token` as one of its items. */
function listsToken(list: string, token: string): boolean {
  const isEdge = (index: number) =>
    index < 0 ||
    index >= list.length ||
    list[index] === ',' ||
    list[index] === ' ' ||
    list[index] === '\t';
  for (let at = list.indexOf(token); at !== -1; at = list.indexOf(token, at + 1)) {
    if (isEdge(at - 1) && isEdge(at + token.length)) return true;
  }
  return false;
}
