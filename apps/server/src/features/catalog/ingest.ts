import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegBinaries } from '../../adapters/media/ffmpeg';
import { IMAGE_PIXEL_LIMIT } from '../../adapters/media/image-options';
import type { RenderImage } from '../../adapters/media/image-pool';
import {
  peekFile,
  requireSupportedMedia,
  SNIFF_BYTES,
  type SniffedMedia,
} from '../../adapters/media/sniff';
import { renderVideoRenditions } from '../../adapters/media/video-renditions';
import type { Storage } from '../../adapters/storage/storage';
import { newId } from '../../lib/ids';
import { MediaTooLargeError } from '../../lib/media-errors';
import { makeWorkDir } from '../../lib/work-dirs';

const MB = 1024 * 1024;

/** Upload limits (DESIGN.md "Security": 10 MB images, 100 MB videos, configurable). */
export interface MediaLimits {
  imageBytes: number;
  videoBytes: number;
  imagePixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  imageBytes: 10 * MB,
  videoBytes: 100 * MB,
  imagePixels: IMAGE_PIXEL_LIMIT,
};

export type IngestInput = ({ buffer: Buffer } | { filePath: string }) & {
  /** Names the original (`private/originals/<id>.<ext>`); the media row's id. Default: a new id. */
  id?: string;
  limits?: Partial<MediaLimits>;
};

export interface IngestTools {
  renderImage: RenderImage;
  ffmpeg(): Promise<FfmpegBinaries>;
  /** Per ffmpeg run; a 100 MB clip at 720p takes well under a minute on 2 cores. */
  videoTimeoutMs?: number;
}

/** The media columns of the catalog's `media` row. */
export interface IngestedMedia {
  type: 'image' | 'video';
  width: number;
  height: number;
  durationS: number | null;
  originalKey: string;
  thumbnailKey: string;
  previewCleanKey: string;
  previewWatermarkedKey: string;
  /** The watermarked preview at phone size; images only. */
  previewPhoneKey: string | null;
  posterKey: string | null;
}

const DEFAULT_VIDEO_TIMEOUT_MS = 5 * 60_000;

/**
 * Stores an uploaded creative and its catalog renditions (DESIGN.md "Media pipeline"): type from
 * magic bytes, then images through sharp on the worker pool, videos through ffmpeg. Public
 * renditions get content-hashed names (cacheable for a year); the original and the clean preview
 * are private. Throws UnsupportedMediaError (415), MediaTooLargeError (413) or
 * UnusableMediaError (422) for a bad file.
 */
export async function ingestMedia(
  storage: Storage,
  input: IngestInput,
  tools: IngestTools,
): Promise<IngestedMedia> {
  const limits = { ...DEFAULT_MEDIA_LIMITS, ...input.limits };
  const { head, size } = await peek(input);
  const sniffed = requireSupportedMedia(head);
  const id = input.id ?? newId();
  return sniffed.kind === 'image'
    ? ingestImage(storage, input, sniffed, size, id, limits, tools)
    : ingestVideo(storage, input, sniffed, size, id, limits, tools);
}

async function ingestImage(
  storage: Storage,
  input: IngestInput,
  sniffed: SniffedMedia,
  size: number,
  id: string,
  limits: MediaLimits,
  tools: IngestTools,
): Promise<IngestedMedia> {
  if (size > limits.imageBytes) {
    throw new MediaTooLargeError(`This image is larger than ${formatBytes(limits.imageBytes)}`);
  }
  const original = 'buffer' in input ? input.buffer : await readFile(input.filePath);
  const renditions = await tools.renderImage(original, limits.imagePixels);
  const keys = {
    originalKey: `private/originals/${id}.${sniffed.ext}`,
    thumbnailKey: hashedKey('public/thumbs', renditions.thumbnail.data, 'webp'),
    previewCleanKey: hashedKey('private/previews', renditions.previewClean.data, 'webp'),
    previewWatermarkedKey: hashedKey('public/previews', renditions.previewWatermarked.data, 'webp'),
    previewPhoneKey: hashedKey('public/previews', renditions.previewWatermarkedPhone.data, 'webp'),
  };
  await Promise.all([
    storage.put(keys.originalKey, original, sniffed.mime),
    storage.put(keys.thumbnailKey, renditions.thumbnail.data, renditions.thumbnail.contentType),
    storage.put(
      keys.previewCleanKey,
      renditions.previewClean.data,
      renditions.previewClean.contentType,
    ),
    storage.put(
      keys.previewWatermarkedKey,
      renditions.previewWatermarked.data,
      renditions.previewWatermarked.contentType,
    ),
    storage.put(
      keys.previewPhoneKey,
      renditions.previewWatermarkedPhone.data,
      renditions.previewWatermarkedPhone.contentType,
    ),
  ]);
  return {
    type: 'image',
    width: renditions.width,
    height: renditions.height,
    durationS: null,
    ...keys,
    posterKey: null,
  };
}

async function ingestVideo(
  storage: Storage,
  input: IngestInput,
  sniffed: SniffedMedia & { kind: 'video' },
  size: number,
  id: string,
  limits: MediaLimits,
  tools: IngestTools,
): Promise<IngestedMedia> {
  if (size > limits.videoBytes) {
    throw new MediaTooLargeError(`This video is larger than ${formatBytes(limits.videoBytes)}`);
  }
  const workDir = await makeWorkDir('ingest');
  try {
    let filePath: string;
    if ('buffer' in input) {
      filePath = path.join(workDir, `original.${sniffed.ext}`);
      await writeFile(filePath, input.buffer);
    } else {
      filePath = input.filePath;
    }
    const video = await renderVideoRenditions(
      { path: filePath, format: sniffed.format },
      {
        binaries: await tools.ffmpeg(),
        workDir,
        timeoutMs: tools.videoTimeoutMs ?? DEFAULT_VIDEO_TIMEOUT_MS,
      },
    );
    const [original, previewClean, previewWatermarked] = await Promise.all([
      'buffer' in input ? input.buffer : readFile(filePath),
      readFile(video.previewCleanPath),
      readFile(video.previewWatermarkedPath),
    ]);
    const keys = {
      originalKey: `private/originals/${id}.${sniffed.ext}`,
      thumbnailKey: hashedKey('public/thumbs', video.thumbnail.data, 'webp'),
      previewCleanKey: hashedKey('private/previews', previewClean, 'mp4'),
      previewWatermarkedKey: hashedKey('public/previews', previewWatermarked, 'mp4'),
      posterKey: hashedKey('public/posters', video.poster.data, 'jpg'),
    };
    await Promise.all([
      storage.put(keys.originalKey, original, sniffed.mime),
      storage.put(keys.thumbnailKey, video.thumbnail.data, video.thumbnail.contentType),
      storage.put(keys.previewCleanKey, previewClean, 'video/mp4'),
      storage.put(keys.previewWatermarkedKey, previewWatermarked, 'video/mp4'),
      storage.put(keys.posterKey, video.poster.data, video.poster.contentType),
    ]);
    return {
      type: 'video',
      width: video.width,
      height: video.height,
      durationS: Math.round(video.durationS * 1000) / 1000,
      ...keys,
      previewPhoneKey: null,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The first bytes (for sniffing) and the size, without reading a whole file. */
async function peek(input: IngestInput): Promise<{ head: Uint8Array; size: number }> {
  if ('buffer' in input) {
    return { head: input.buffer.subarray(0, SNIFF_BYTES), size: input.buffer.length };
  }
  return peekFile(input.filePath);
}

/**
 * `<prefix>/<hash>.<ext>`: 32 hex digits (128 bits) of the content's SHA-256, so a name always
 * means the same bytes (safe to cache for a year) and cannot be guessed from another's.
 */
/** A public rendition's name: its content's hash, so it can be cached for a year. */
export function hashedKey(prefix: string, content: Buffer, ext: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 32);
  return `${prefix}/${hash}.${ext}`;
}

function formatBytes(bytes: number): string {
  return bytes >= MB
    ? `${Math.round((bytes / MB) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
