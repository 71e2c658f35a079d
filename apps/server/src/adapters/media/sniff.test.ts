import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedMediaError } from '../../lib/media-errors';
import { requireSupportedMedia, SNIFF_BYTES, sniffMedia } from './sniff';
import { sampleVideo } from './test-media';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'mdat');
}

describe('sniffMedia on signatures', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image', 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image', 'png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image', 'webp'],
    ['GIF', bytes('GIF89a'), 'image', 'gif'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image', 'avif'],
    ['AVIF by compatible brand', ftyp('mif1', 'avif'), 'image', 'avif'],
    ['HEIC', ftyp('heic', 'mif1'), 'image', 'heic'],
    ['MP4', ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video', 'mp4'],
    ['MOV', ftyp('qt  ', 'qt  '), 'video', 'mov'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video', 'webm'],
    [
      'Matroska',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'),
      'video',
      'mkv',
    ],
  ])('recognises %s', (_name, head, kind, format) => {
    expect(sniffMedia(head)).toMatchObject({ kind, format });
  });

  it.each([
    ['plain text', bytes('hello, I am a .jpg, honestly')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['M4A audio', ftyp('M4A ', 'M4A ', 'mp42', 'isom')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
  ])('does not recognise %s', (_name, head) => {
    expect(sniffMedia(head)).toBeUndefined();
  });
});

describe('sniffMedia on real files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-sniff-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names what sharp writes', async () => {
    const base = () =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } });
    const files = {
      jpeg: await base().jpeg().toBuffer(),
      png: await base().png().toBuffer(),
      webp: await base().webp().toBuffer(),
      gif: await base().gif().toBuffer(),
      avif: await base().avif().toBuffer(),
    };
    for (const [format, file] of Object.entries(files)) {
      expect(sniffMedia(file.subarray(0, SNIFF_BYTES))).toMatchObject({ kind: 'image', format });
    }
  });

  it('names what ffmpeg writes', async () => {
    for (const format of ['mp4', 'mov', 'webm'] as const) {
      const file = await sampleVideo(dir, {
        width: 64,
        height: 64,
        durationS: 0.2,
        audio: false,
        format,
      });
      const head = (await readFile(file)).subarray(0, SNIFF_BYTES);
      expect(sniffMedia(head)).toMatchObject({ kind: 'video', format });
    }
  });
});

describe('requireSupportedMedia', () => {
  it('answers 415 for anything it does not recognise', () => {
    expect(() => requireSupportedMedia(bytes('just text'))).toThrow(UnsupportedMediaError);
    try {
      requireSupportedMedia(bytes('just text'));
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 415,
        message: 'This file is not a supported image or video',
      });
    }
  });

  it('says why a HEIC photo is refused', () => {
    expect(() => requireSupportedMedia(ftyp('heic', 'mif1'))).toThrow(/HEIC/);
  });

  it('gives the stored extension and content type from the bytes', () => {
    expect(requireSupportedMedia(ftyp('qt  '))).toEqual({
      kind: 'video',
      format: 'mov',
      mime: 'video/quicktime',
      ext: 'mov',
    });
  });
});
