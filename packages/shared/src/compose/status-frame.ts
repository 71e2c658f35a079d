import type { Rect } from './overlay';

// WhatsApp Status: a creative fitted into a full phone screen. Both the server's render of an
// item download and the custom editor's browser render use these (decision note 0025).

/** WhatsApp shows Status at 1080×1920 (9:16). */
export const STATUS_SIZE = { width: 1080, height: 1920 } as const;

/** The backdrop behind a contained creative keeps this share of its brightness. */
export const STATUS_BACKDROP_BRIGHTNESS = 0.72;

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * Where an image of `source`'s size sits in `frame`, centred: scaled to fit inside it whole
 * (`contain`) or to fill it, overflowing on one axis (`cover`).
 */
export function fitRect(source: FrameSize, frame: FrameSize, fit: 'contain' | 'cover'): Rect {
  const scaleX = frame.width / source.width;
  const scaleY = frame.height / source.height;
  const scale = fit === 'contain' ? Math.min(scaleX, scaleY) : Math.max(scaleX, scaleY);
  const width = source.width * scale;
  const height = source.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/** The Status-size file's name: the download's, with `_status` before the extension. */
export function statusFileName(fileName: string): string {
  return fileName.replace(/(\.[a-z0-9]+)?$/i, '_status$1');
}
