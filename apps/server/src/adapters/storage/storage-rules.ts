import { isPrivateKey, isPublicKey } from './storage';

// Rules shared by both storage engines, so they accept, refuse and serve things alike.

/**
 * What a storage key may look like. Keys become file paths on disk and object names in S3, so
 * the rules are strict enough that no key can name a file outside the media root, and no key
 * ever needs percent-encoding in a URL (the media route relies on that: it never decodes).
 */
const KEY_PATTERN = /^(?:public|private)(?:\/[a-z0-9._-]+)+$/;
// S3 allows 1024 bytes; a path this long on disk is still well under Linux's PATH_MAX.
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`invalid storage key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Why `key` is not a valid storage key, or undefined when it is. */
export function storageKeyProblem(key: string): string | undefined {
  if (key.length > MAX_KEY_LENGTH) return `longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_PATTERN.test(key)) {
    return 'must start with public/ or private/ and use only a-z, 0-9, ".", "_", "-" and single "/"';
  }
  // "." and ".." (or "...", which Windows trims to "..") would walk the directory tree.
  if (key.split('/').some((segment) => /^\.+$/.test(segment))) {
    return 'must not contain "." or ".." segments';
  }
  return undefined;
}

export const isValidStorageKey = (key: string) => storageKeyProblem(key) === undefined;

export function assertStorageKey(key: string): void {
  const problem = storageKeyProblem(key);
  if (problem) throw new InvalidStorageKeyError(key, problem);
}

// Seven days: the longest an S3 presigned URL may live (SigV4), applied to both engines alike.
export const MAX_SIGNED_URL_TTL_S = 7 * 24 * 60 * 60;

export function assertSignedUrlTtl(expiresInS: number): void {
  if (!Number.isInteger(expiresInS) || expiresInS < 1 || expiresInS > MAX_SIGNED_URL_TTL_S) {
    throw new RangeError(
      `signed URL lifetime must be a whole number of seconds from 1 to ${MAX_SIGNED_URL_TTL_S} (got ${expiresInS})`,
    );
  }
}

/** Only `public/…` keys get a plain URL: the first line of defence for originals. */
export function assertPublicKey(key: string): void {
  assertStorageKey(key);
  if (!isPublicKey(key)) {
    throw new InvalidStorageKeyError(key, 'only public/ keys have a public URL; use signedUrl');
  }
}

/** Public keys need no signature; signing one would hide a mix-up of the two kinds. */
export function assertPrivateKey(key: string): void {
  assertStorageKey(key);
  if (!isPrivateKey(key)) {
    throw new InvalidStorageKeyError(key, 'only private/ keys are signed; use publicUrl');
  }
}

// A MIME type with optional parameters; nothing that could break out of a header line.
const CONTENT_TYPE_PATTERN =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;\s*[a-z0-9_.-]+=[a-z0-9_.-]+)*$/i;

export function assertContentType(contentType: string): void {
  if (contentType.length > 200 || !CONTENT_TYPE_PATTERN.test(contentType)) {
    throw new TypeError(
      `content type must be a MIME type such as image/webp (got ${JSON.stringify(contentType.slice(0, 100))})`,
    );
  }
}

// Public renditions have content-hashed names: a name never gets other bytes, so cache for a year.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
