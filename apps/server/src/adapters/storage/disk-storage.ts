import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import { createUrlSigner, expiryFor, type SignatureCheck, type UrlSigner } from './signed-url';
import { isPrivateKey, type Storage, StorageNotFoundError } from './storage';
import {
  assertContentType,
  assertPrivateKey,
  assertPublicKey,
  assertSignedUrlTtl,
  assertStorageKey,
} from './storage-rules';

export interface DiskStorageOptions {
  /** `<DATA_DIR>/media`; created on first write. */
  root: string;
  /** Signs links to private keys (APP_SECRET); the media route checks them with the same. */
  secret: string;
  /** Put before `/media/…` in every URL; empty (the default) gives URLs on this server. */
  urlBase?: string;
}

/** An open stored file, for serving it with ranges and validators. The caller closes `handle`. */
export interface OpenedFile {
  handle: FileHandle;
  size: number;
  modifiedMs: number;
  contentType: string;
}

// Leftovers of writes a crash interrupted; an hour is far longer than any write takes.
const STALE_TEMP_MS = 60 * 60 * 1000;
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
// Only for files put there by hand (put() always records the type it was given).
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Media on local disk. Layout under the root:
 * - `public/…`, `private/…`  the objects, one file per key;
 * - `.meta/<key>`            each object's content type (no key can start with a dot);
 * - `.tmp/`                  files being written: each write goes to a temp file on the same
 *                            file system, is flushed, then renamed over the target, so a reader
 *                            or a crash never sees half a file.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disk';
  private readonly root: string;
  private readonly urlBase: string;
  private readonly signer: UrlSigner;

  constructor(options: DiskStorageOptions) {
    this.root = path.resolve(options.root);
    this.urlBase = (options.urlBase ?? '').replace(/\/+$/, '');
    this.signer = createUrlSigner(options.secret);
    void this.removeStaleTempFiles();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    assertContentType(contentType);
    // Type first: a crash between the two leaves a type without a file, which reads as missing.
    await this.writeAtomically(this.metaPath(key), Buffer.from(contentType), 0o600);
    // Originals are nobody else's business on a shared machine.
    await this.writeAtomically(this.filePath(key), body, isPrivateKey(key) ? 0o600 : 0o644);
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    assertContentType(contentType);
    await this.writeAtomically(this.metaPath(key), Buffer.from(contentType), 0o600);
    await this.writeAtomically(this.filePath(key), filePath, isPrivateKey(key) ? 0o600 : 0o644);
  }

  async get(key: string): Promise<Buffer> {
    assertStorageKey(key);
    try {
      return await readFile(this.filePath(key));
    } catch (error) {
      throw asNotFound(error, key);
    }
  }

  async stream(key: string) {
    const file = await this.open(key);
    return {
      body: file.handle.createReadStream(),
      size: file.size,
      contentType: file.contentType,
    };
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      return (await stat(this.filePath(key))).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(this.filePath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async localPath(key: string) {
    if (!(await this.exists(key))) throw new StorageNotFoundError(key);
    return { path: this.filePath(key), release: async () => {} };
  }

  publicUrl(key: string): string {
    assertPublicKey(key);
    return `${this.urlBase}/media/${key}`;
  }

  signedUrl(key: string, expiresInS: number): string {
    assertPrivateKey(key);
    assertSignedUrlTtl(expiresInS);
    const expiresAt = expiryFor(Date.now(), expiresInS);
    return `${this.urlBase}/media/${key}?e=${expiresAt}&s=${this.signer.sign(key, expiresAt)}`;
  }

  /** Checks the `e` and `s` query values of a link made by `signedUrl`. */
  verifySignedUrl(key: string, expiry: unknown, signature: unknown): SignatureCheck {
    return this.signer.verify(key, expiry, signature, Date.now());
  }

  /**
   * Opens a stored file once, so its size and its bytes come from the same file even if a new
   * version is renamed over it meanwhile. Throws StorageNotFoundError.
   */
  async open(key: string): Promise<OpenedFile> {
    assertStorageKey(key);
    let handle: FileHandle;
    try {
      handle = await open(this.filePath(key), 'r');
    } catch (error) {
      throw asNotFound(error, key);
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return {
        handle,
        size: info.size,
        modifiedMs: info.mtimeMs,
        contentType: await this.contentTypeOf(key),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Nothing stays open between calls; here so both engines close alike. */
  close(): void {}

  private filePath(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private metaPath(key: string): string {
    return path.join(this.root, '.meta', ...key.split('/'));
  }

  private async contentTypeOf(key: string): Promise<string> {
    try {
      return (await readFile(this.metaPath(key), 'utf8')).trim();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return TYPE_BY_EXTENSION[path.extname(key)] ?? 'application/octet-stream';
    }
  }

  /** `body`'s bytes, or a copy of the file at that path, under `target` in one rename. */
  private async writeAtomically(
    target: string,
    body: Buffer | string,
    mode: number,
  ): Promise<void> {
    const tempDir = path.join(this.root, '.tmp');
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, randomUUID());
    const handle = await open(temp, 'wx', mode);
    try {
      if (typeof body !== 'string') await handle.writeFile(body);
      // A path is copied a chunk at a time: an upload is never held in memory whole.
      else for await (const chunk of createReadStream(body)) await handle.write(chunk as Buffer);
      // Flushed before the rename, or a power cut could leave the new name on an empty file.
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private async removeStaleTempFiles(): Promise<void> {
    const tempDir = path.join(this.root, '.tmp');
    try {
      for (const name of await readdir(tempDir)) {
        const file = path.join(tempDir, name);
        const info = await stat(file);
        if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
      }
    } catch {
      // Best effort: a missing folder or a file another process just renamed is fine.
    }
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && NOT_FOUND_CODES.has((error as NodeJS.ErrnoException).code ?? '');
}

function asNotFound(error: unknown, key: string): unknown {
  return isNotFound(error) ? new StorageNotFoundError(key) : error;
}
