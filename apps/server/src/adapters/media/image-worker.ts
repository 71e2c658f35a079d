import type { EditorSettings } from '@stamp/shared/editor/settings';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import type { ErrorCode } from '@stamp/shared/schemas/error-codes';
import { AppError } from '../../lib/errors';
import {
  renderDesignPicture,
  renderDownloadThumbnail,
  renderImageDownload,
} from './download-render';
import { type ImageRenditions, renderImageRenditions } from './image-renditions';

/**
 * The piscina task that renders an image's catalog renditions on a worker thread (loaded through
 * image-worker.mjs). Each thread has its own canvas font registry, so it registers the bundled
 * fonts itself, once, when the module loads.
 */
registerBundledFonts();

export interface ImageTask {
  input: Uint8Array;
  pixelLimit: number;
}

/**
 * An error class does not survive the trip between threads (it arrives as a plain Error), so an
 * expected failure comes back as data and the pool turns it into the typed error again.
 */
export type ImageTaskResult =
  | { ok: true; renditions: ImageRenditions }
  | { ok: false; statusCode: number; message: string; code: ErrorCode };

export default async function renderImageTask(task: ImageTask): Promise<ImageTaskResult> {
  const input = asBuffer(task.input);
  try {
    return { ok: true, renditions: await renderImageRenditions(input, task.pixelLimit) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, code: error.code };
    }
    throw error;
  }
}

export interface DownloadTask {
  original: Uint8Array;
  logo: Uint8Array | null;
  settings: EditorSettings;
  watermark: boolean;
  pixelLimit: number;
  /** The catalog thumbnail, to draw the history's picture of this download on. */
  thumbnail: Uint8Array | null;
  /** A frame to fit the creative into (WhatsApp Status), or none for the original's size. */
  frame?: { width: number; height: number } | null;
}

export type DownloadTaskResult =
  | { ok: true; png: Uint8Array; width: number; height: number; thumbnail: Uint8Array | null }
  | { ok: false; statusCode: number; message: string; code: ErrorCode };

/** The piscina task that renders one marketplace download (see download-render.ts). */
export async function renderDownloadTask(task: DownloadTask): Promise<DownloadTaskResult> {
  try {
    const logo = task.logo ? asBuffer(task.logo) : null;
    const [rendered, thumbnail] = await Promise.all([
      renderImageDownload({
        original: asBuffer(task.original),
        logo,
        settings: task.settings,
        watermark: task.watermark,
        pixelLimit: task.pixelLimit,
        frame: task.frame ?? null,
      }),
      // The history falls back to the catalog thumbnail: never fail a download over this.
      task.thumbnail
        ? renderDownloadThumbnail({ ...task, thumbnail: asBuffer(task.thumbnail), logo }).catch(
            () => null,
          )
        : null,
    ]);
    return { ok: true, ...rendered, thumbnail };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, code: error.code };
    }
    throw error;
  }
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export interface PictureTask {
  original: Uint8Array;
  logo: Uint8Array | null;
  settings: EditorSettings;
  watermark: boolean;
  pixelLimit: number;
  width: number;
}

export type PictureTaskResult =
  | { ok: true; jpeg: Uint8Array; width: number; height: number }
  | { ok: false; statusCode: number; message: string; code: ErrorCode };

/** The piscina task that renders an e-mail's picture of a design (see download-render.ts). */
export async function renderPictureTask(task: PictureTask): Promise<PictureTaskResult> {
  try {
    const picture = await renderDesignPicture({
      ...task,
      original: asBuffer(task.original),
      logo: task.logo ? asBuffer(task.logo) : null,
    });
    return { ok: true, ...picture };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, code: error.code };
    }
    throw error;
  }
}
