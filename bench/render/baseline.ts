import { DOWNLOAD_PNG } from '@stamp/server/src/adapters/media/download-render';
import { decodeOptions } from '@stamp/server/src/adapters/media/image-options';
import { VIDEO_DOWNLOAD_CODEC } from '@stamp/server/src/adapters/media/video-download';
import sharp from 'sharp';

/**
 * The image baseline: what sharp alone spends to decode the original and encode it as PNG with
 * the clean download's options. A render that adds nothing would cost exactly this; the ratio is
 * the price of the design layer (drawing it and compositing it).
 */
export async function decodeAndEncodePng(original: Buffer): Promise<Buffer> {
  return sharp(original, decodeOptions()).toColourspace('srgb').png(DOWNLOAD_PNG).toBuffer();
}

/**
 * The video baseline: the same clip re-encoded by ffmpeg with the download's codec settings and
 * audio handling (AAC copied), faststart, and nothing drawn on it.
 */
export function plainReencodeArgs(input: string, output: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    `file:${input}`,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0',
    '-c:a',
    'copy',
    ...VIDEO_DOWNLOAD_CODEC,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    `file:${output}`,
  ];
}
