import { availableParallelism } from 'node:os';
import type { ErrorCode } from '@stamp/shared/schemas/error-codes';
import { AppError } from '../../lib/errors';
import { UnusableMediaError } from '../../lib/media-errors';
import type { DesignPicture, ImageDownloadInput, RenderedImage } from './download-render';
import { IMAGE_PIXEL_LIMIT } from './image-options';
import type { EncodedImage, ImageRenditions } from './image-renditions';
import type {
  DownloadTask,
  DownloadTaskResult,
  ImageTask,
  ImageTaskResult,
  PictureTask,
  PictureTaskResult,
} from './image-worker';
import { onDemandPool } from './on-demand-pool';

/** Renders an image's catalog renditions; the pool below, or the in-process function in tests. */
export type RenderImage = (input: Buffer, pixelLimit?: number) => Promise<ImageRenditions>;

/**
 * Renders one marketplace download (design layer over the original, PNG) and, given the
 * catalog thumbnail, the history's picture of it (null if that could not be drawn).
 */
export type RenderDownload = (
  input: Omit<ImageDownloadInput, 'pixelLimit'> & {
    pixelLimit?: number;
    thumbnail?: Buffer | null;
  },
) => Promise<RenderedImage & { thumbnail: Buffer | null }>;

/** Renders a design as a download would be, `width` pixels wide, as a JPEG (e-mail pictures). */
export type RenderPicture = (
  input: Omit<ImageDownloadInput, 'pixelLimit'> & { width: number },
) => Promise<DesignPicture>;

export interface ImagePool {
  render: RenderImage;
  renderDownload: RenderDownload;
  renderPicture: RenderPicture;
  /** Threads running now: all of them while there is work, none after a quiet spell. */
  threads(): number;
  /** Waits for queued renders, then stops the threads. Call on shutdown. */
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./image-worker.mjs', import.meta.url).href;
// A thread takes 0.35–1 s and ~80 MB to start (tsx, sharp, fonts; measured here), so keep the
// threads a while after a burst (an admin uploading a batch, members downloading) but not
// forever on a server that rarely renders.
const IDLE_TIMEOUT_MS = 60_000;

/**
 * Image ingest and downloads on worker threads (DESIGN.md: heavy work off the event loop). One
 * thread per core: each render already spreads its encodes over libvips' own threads, so more
 * threads than cores would only queue inside libvips.
 */
export function createImagePool(
  options: { maxThreads?: number; idleTimeoutMs?: number } = {},
): ImagePool {
  const pool = onDemandPool<
    ImageTask | DownloadTask | PictureTask,
    ImageTaskResult | DownloadTaskResult | PictureTaskResult
  >(
    {
      filename: WORKER_FILE,
      threads: options.maxThreads ?? availableParallelism(),
      // Two tasks a thread: while one waits on libvips (decode, encode) the thread draws the
      // other's layer. Under a burst of downloads the cores' busy share rose from ~1.7 to ~1.9.
      concurrentTasksPerWorker: 2,
    },
    options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
  );
  return {
    async render(input, pixelLimit = IMAGE_PIXEL_LIMIT) {
      const result = (await pool.run({ input, pixelLimit })) as ImageTaskResult;
      if (!result.ok) throw toError(result);
      const { renditions } = result;
      return {
        ...renditions,
        thumbnail: asBuffer(renditions.thumbnail),
        previewClean: asBuffer(renditions.previewClean),
        previewWatermarked: asBuffer(renditions.previewWatermarked),
        previewWatermarkedPhone: asBuffer(renditions.previewWatermarkedPhone),
      };
    },
    async renderDownload({ original, logo, settings, watermark, pixelLimit, thumbnail, frame }) {
      const task: DownloadTask = {
        original,
        logo,
        settings,
        watermark,
        pixelLimit: pixelLimit ?? IMAGE_PIXEL_LIMIT,
        thumbnail: thumbnail ?? null,
        frame: frame ?? null,
      };
      const result = (await pool.run(task, { name: 'renderDownloadTask' })) as DownloadTaskResult;
      if (!result.ok) throw toError(result);
      const { png, thumbnail: picture } = result;
      return {
        png: bytesAsBuffer(png),
        width: result.width,
        height: result.height,
        thumbnail: picture ? bytesAsBuffer(picture) : null,
      };
    },
    async renderPicture({ original, logo, settings, watermark, width }) {
      const task: PictureTask = {
        original,
        logo,
        settings,
        watermark,
        pixelLimit: IMAGE_PIXEL_LIMIT,
        width,
      };
      const result = (await pool.run(task, { name: 'renderPictureTask' })) as PictureTaskResult;
      if (!result.ok) throw toError(result);
      return { jpeg: bytesAsBuffer(result.jpeg), width: result.width, height: result.height };
    },
    threads: () => pool.threads(),
    close: () => pool.close(),
  };
}

/** An expected failure from a thread, as the typed error it was there. */
function toError(result: { statusCode: number; message: string; code: ErrorCode }) {
  return result.statusCode === 422
    ? new UnusableMediaError(result.message)
    : new AppError({ statusCode: result.statusCode, message: result.message, code: result.code });
}

/** A Buffer sent between threads arrives as a plain Uint8Array over the same memory. */
function asBuffer(image: EncodedImage): EncodedImage {
  return { ...image, data: bytesAsBuffer(image.data) };
}

function bytesAsBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
