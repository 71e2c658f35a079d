import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { presignS3Get } from './s3-presign';
import { expiryFor } from './signed-url';
import { isPublicKey, type Storage, StorageNotFoundError } from './storage';
import {
  assertContentType,
  assertPrivateKey,
  assertPublicKey,
  assertSignedUrlTtl,
  assertStorageKey,
  MAX_SIGNED_URL_TTL_S,
  PUBLIC_CACHE_CONTROL,
} from './storage-rules';

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted servers) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Base of public URLs (a CDN); by default the bucket's own address. */
  publicUrl?: string | undefined;
}

// Keeps any shared cache (CDN, proxy) in front of the bucket from holding an original.
const PRIVATE_CACHE_CONTROL = 'private';

/**
 * Media in an S3-compatible bucket. Public URLs point straight at the bucket (or a CDN), so the
 * bucket must let anyone read `public/*` and nothing else: a bucket policy allowing
 * `s3:GetObject` on `arn:aws:s3:::<bucket>/public/*` only (see the README). Private keys are
 * reached only through presigned URLs.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly endpoint: URL;
  private readonly publicBase: string;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = new URL(options.endpoint);
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      forcePathStyle: options.forcePathStyle,
      // Since 3.729 the SDK adds CRC32 checksums and aws-chunked uploads to every request, which
      // older or simpler S3 servers (s3rver, some MinIO and Ceph versions) refuse. Only when an
      // operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.publicBase = (options.publicUrl ?? this.bucketUrl()).replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    assertContentType(contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: isPublicKey(key) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      }),
    );
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    assertContentType(contentType);
    // A stream's length is not known to the SDK: given, it sends one plain PUT of the file.
    const { size } = await stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: isPublicKey(key) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const { body } = await this.stream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string) {
    assertStorageKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      // In Node the SDK's body is an http.IncomingMessage.
      if (!(response.Body instanceof Readable)) throw new Error(`S3 returned no body for ${key}`);
      return {
        body: response.Body,
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      throw asNotFound(error, key);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Downloads to a temp file named like the key (ffmpeg guesses some formats by extension). */
  async localPath(key: string) {
    const { body } = await this.stream(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-s3-'));
    const file = path.join(dir, path.basename(key));
    const release = () => rm(dir, { recursive: true, force: true });
    try {
      await pipeline(body, createWriteStream(file, { mode: 0o600 }));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }

  publicUrl(key: string): string {
    assertPublicKey(key);
    return `${this.publicBase}/${key}`;
  }

  signedUrl(key: string, expiresInS: number): string {
    assertPrivateKey(key);
    assertSignedUrlTtl(expiresInS);
    const nowMs = Date.now();
    // X-Amz-Date is in whole seconds (rounded down): sign for the span up to the same expiry the
    // disk storage gives, so a link lives at least `expiresInS` on either engine.
    const signedAtMs = Math.floor(nowMs / 1000) * 1000;
    return presignS3Get({
      endpoint: this.endpoint,
      bucket: this.bucket,
      key,
      region: this.options.region,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      forcePathStyle: this.options.forcePathStyle,
      expiresInS: Math.min(MAX_SIGNED_URL_TTL_S, expiryFor(nowMs, expiresInS) - signedAtMs / 1000),
      now: new Date(signedAtMs),
    });
  }

  close(): void {
    this.client.destroy();
  }

  private bucketUrl(): string {
    const { protocol, host, pathname } = this.endpoint;
    const base = pathname.replace(/\/+$/, '');
    return this.options.forcePathStyle
      ? `${protocol}//${host}${base}/${this.bucket}`
      : `${protocol}//${this.bucket}.${host}${base}`;
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    // A missing bucket is a deployment error, not a missing object: let it surface as itself.
    error.name !== 'NoSuchBucket'
  );
}

function asNotFound(error: unknown, key: string): unknown {
  return isMissing(error) ? new StorageNotFoundError(key) : error;
}
