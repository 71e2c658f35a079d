import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { ErrorCode } from '@stamp/shared/schemas/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DiskStorage, OpenedFile } from '../adapters/storage/disk-storage';
import { isPrivateKey, StorageNotFoundError } from '../adapters/storage/storage';
import { isValidStorageKey, PUBLIC_CACHE_CONTROL } from '../adapters/storage/storage-rules';
import { parseByteRange } from '../lib/byte-range';

export const MEDIA_PREFIX = '/media/';

// Whatever a stored file contains, a browser opening it directly runs nothing and loads nothing
// (the policy raw.githubusercontent.com sends); <img> and <video> in our pages are unaffected.
const INERT_DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `GET|HEAD /media/<key>`: the files of the disk storage (S3 serves its own).
 * - `public/…` to anyone, cached for a year (content-hashed names);
 * - `private/…` only with the valid, unexpired signature of `DiskStorage.signedUrl`; without one
 *   the answer is 403 whether or not the file exists, so a guess learns nothing.
 * The key is taken from the raw path and never decoded: a valid key has no character that needs
 * percent-encoding, so `%2e%2e`, `%2f`, backslashes and NUL bytes simply fail the key rules.
 * Files are streamed, with ranges (video seeking) and ETags.
 */
export function mediaFileRoutes(storage: DiskStorage) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${MEDIA_PREFIX}*`,
      handler: (request, reply) => serveMedia(storage, request, reply),
    });
  };
}

async function serveMedia(storage: DiskStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.url.split('?')[0] ?? '').slice(MEDIA_PREFIX.length);
  if (!isValidStorageKey(key)) {
    return sendError(reply, 400, 'This is not a valid media address', 'BAD_MEDIA_PATH');
  }

  let cacheControl = PUBLIC_CACHE_CONTROL;
  if (isPrivateKey(key)) {
    const { e, s } = request.query as Record<string, unknown>;
    const check = storage.verifySignedUrl(key, e, s);
    if (!check.valid) {
      return check.reason === 'expired'
        ? sendError(reply, 403, 'This media link has expired', 'MEDIA_LINK_EXPIRED')
        : sendError(reply, 403, 'This media link is not valid', 'MEDIA_LINK_INVALID');
    }
    // Never longer than the link itself lives, and never in a shared cache.
    const remainingS = Math.max(0, Math.floor(check.expiresAt - Date.now() / 1000));
    cacheControl = `private, max-age=${remainingS}`;
  }

  let file: OpenedFile;
  try {
    file = await storage.open(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      return sendError(reply, 404, 'No media at this address', 'NOT_FOUND');
    }
    throw error;
  }
  return sendFile(request, reply, file, cacheControl);
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: OpenedFile,
  cacheControl: string,
) {
  const etag = `"${file.size.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}"`;
  const lastModified = new Date(file.modifiedMs).toUTCString();
  reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('accept-ranges', 'bytes')
    .header('content-security-policy', INERT_DOCUMENT_POLICY);

  if (matchesAny(request.headers['if-none-match'], etag)) {
    await file.handle.close();
    return reply.status(304).send();
  }

  // A range of a file that changed since the client's first part would splice two versions.
  const ifRange = request.headers['if-range'];
  const rangeStillValid = ifRange === undefined || ifRange === etag || ifRange === lastModified;
  const range = parseByteRange(rangeStillValid ? request.headers.range : undefined, file.size);

  if (range.kind === 'unsatisfiable') {
    await file.handle.close();
    reply.header('content-range', `bytes */${file.size}`);
    return sendError(
      reply,
      416,
      'The requested range is outside the file',
      'RANGE_NOT_SATISFIABLE',
    );
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: file.size - 1 };
  if (range.kind === 'partial') {
    reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  }
  reply.header('content-length', String(Math.max(0, end - start + 1)));

  if (request.method === 'HEAD' || file.size === 0) {
    await file.handle.close();
    return reply.send();
  }
  // The stream closes the file when it ends or the client goes away.
  return reply.send(file.handle.createReadStream({ start, end }));
}

/** `If-None-Match`: `*` or a list of tags, compared weakly (RFC 9110 §13.1.2). */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendError(reply: FastifyReply, status: number, message: string, code: ErrorCode) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ success: false, message, code } satisfies ErrorEnvelope);
}
