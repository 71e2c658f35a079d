import type { Readable } from 'node:stream';

/**
 * Where media bytes live: local disk under DATA_DIR/media (default) or S3-compatible object
 * storage. Keys are slash-separated paths. Two visibilities, decided by the key's first segment:
 * - `public/…`  renditions anyone may fetch (thumbnails, watermarked previews, posters); their
 *               names are content hashes, so they are cached for a year;
 * - `private/…` originals and clean previews; never given a plain URL. A clean preview is reached
 *               only through `signedUrl` (short-lived, unguessable); an original never leaves
 *               the server except as a rendered download.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The same from a file on this machine (an upload spooled to disk), read as a stream: a 100 MB
   * video is never held in memory. The file itself is left where it is.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A stream, for large files (videos) and for serving. Throws StorageNotFoundError. */
  stream(key: string): Promise<{ body: Readable; size: number; contentType: string }>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A local file path for tools that need one (ffmpeg), downloaded to a temp file if remote. */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
  /** The URL of a `public/…` key. Throws for a private key. */
  publicUrl(key: string): string;
  /** A URL to a `private/…` key that works until `expiresInS` from now. */
  signedUrl(key: string, expiresInS: number): string;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no object at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export const isPublicKey = (key: string) => key.startsWith('public/');
export const isPrivateKey = (key: string) => key.startsWith('private/');
