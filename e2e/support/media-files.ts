import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small square picture of one colour with a diagonal band, as PNG (sharp draws it). */
export async function makeImage(name: string, rgb: [number, number, number]): Promise<TestFile> {
  const size = 640;
  const band = Buffer.from(
    `<svg width="${size}" height="${size}"><polygon points="0,${size} ${size},0 ${size},160 160,${size}" fill="white" fill-opacity="0.5"/></svg>`,
  );
  const buffer = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .composite([{ input: band }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** One second of ffmpeg's moving test pattern, 360×640 (a reel), H.264 MP4. */
export async function makeVideo(name: string): Promise<TestFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-e2e-video-'));
  try {
    const file = path.join(dir, 'reel.mp4');
    await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=360x640:rate=25:duration=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return { name, mimeType: 'video/mp4', buffer: await readFile(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
