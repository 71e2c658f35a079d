import { open } from 'node:fs/promises';
import { UnsupportedMediaError } from '../../lib/media-errors';

/** What the first bytes of a file say it is. The claimed MIME type and file name never count. */
export type SniffedMedia =
  | { kind: 'image'; format: ImageFormat; mime: string; ext: string }
  | { kind: 'video'; format: VideoFormat; mime: string; ext: string };

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';
export type VideoFormat = 'mp4' | 'mov' | 'webm' | 'mkv';

/** Enough for every signature below, including an ISO-BMFF `ftyp` box with a few brands. */
export const SNIFF_BYTES = 64;

const IMAGES: Record<ImageFormat, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
  heic: { mime: 'image/heic', ext: 'heic' },
};
const VIDEOS: Record<VideoFormat, { mime: string; ext: string }> = {
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  mov: { mime: 'video/quicktime', ext: 'mov' },
  webm: { mime: 'video/webm', ext: 'webm' },
  mkv: { mime: 'video/x-matroska', ext: 'mkv' },
};

const image = (format: ImageFormat): SniffedMedia => ({ kind: 'image', format, ...IMAGES[format] });
const video = (format: VideoFormat): SniffedMedia => ({ kind: 'video', format, ...VIDEOS[format] });

// ISO-BMFF brands (ISO/IEC 14496-12 `ftyp`; the HEIF ones from ISO/IEC 23008-12, AVIF from the
// AV1 Image File Format spec). Audio-only MPEG-4 brands are not video.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** Detects the type from magic bytes (pass at least SNIFF_BYTES of the file's start). */
export function sniffMedia(head: Uint8Array): SniffedMedia | undefined {
  const at = (offset: number, ...bytes: number[]) =>
    bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    head.length >= offset + text.length &&
    [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));

  if (at(0, 0xff, 0xd8, 0xff)) return image('jpeg');
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return image('png');
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return image('webp');
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return image('gif');
  if (ascii(4, 'ftyp')) return sniffIsoBmff(head);
  // EBML header: Matroska, and WebM which is Matroska with the DocType "webm".
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) {
    return latin1(head, 0, SNIFF_BYTES).includes('webm') ? video('webm') : video('mkv');
  }
  return undefined;
}

function sniffIsoBmff(head: Uint8Array): SniffedMedia | undefined {
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(head.length, boxSize);
  const major = latin1(head, 8, 12);
  // Compatible brands follow the major brand and the 4-byte minor version.
  const brands = [major];
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(latin1(head, offset, offset + 4));

  if (brands.some((b) => AVIF_BRANDS.has(b))) return image('avif');
  if (brands.some((b) => HEIF_BRANDS.has(b))) return image('heic');
  if (AUDIO_BRANDS.has(major)) return undefined;
  if (major === 'qt  ') return video('mov');
  return video('mp4');
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The sniffed type if we can ingest it, else a 415. HEIC is recognised only to say so: the
 * prebuilt libvips that sharp ships decodes AVIF but not HEVC-coded HEIF (patent licensing).
 */
export function requireSupportedMedia(head: Uint8Array): SniffedMedia {
  const sniffed = sniffMedia(head);
  if (!sniffed) throw new UnsupportedMediaError();
  if (sniffed.format === 'heic') {
    throw new UnsupportedMediaError('HEIC photos are not supported; please upload a JPEG or PNG');
  }
  return sniffed;
}

/** A file's first bytes (enough to sniff) and its size, without reading the whole file. */
export async function peekFile(filePath: string): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const [{ bytesRead }, info] = await Promise.all([
      file.read(head, 0, SNIFF_BYTES, 0),
      file.stat(),
    ]);
    return { head: head.subarray(0, bytesRead), size: info.size };
  } finally {
    await file.close();
  }
}
