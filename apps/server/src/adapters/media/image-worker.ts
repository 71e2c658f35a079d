import { AppError } from '../../lib/errors';
import { registerBundledFonts } from './fonts';
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
  | { ok: false; statusCode: number; message: string; code: string | undefined };

export default async function renderImageTask(task: ImageTask): Promise<ImageTaskResult> {
  const input = Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength);
  try {
    return { ok: true, renditions: await renderImageRenditions(input, task.pixelLimit) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, code: error.code };
    }
    throw error;
  }
}
