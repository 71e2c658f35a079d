import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILY } from '@stamp/shared/compose/fonts';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import sharp from 'sharp';
import { defaultFfmpeg } from './ffmpeg';
import { runTool } from './run-tool';

/**
 * Real media for tests and the ingest benchmark, made on the spot: no binary fixtures in the
 * repository, and every size and variant is one argument away.
 */

const PALETTES = [
  ['#fff4e0', '#ffb347', '#c0392b', '#3b1f0e'],
  ['#1b1033', '#6a1b9a', '#ffb300', '#ffffff'],
  ['#e0f7fa', '#26a69a', '#00695c', '#102a27'],
  ['#fce4ec', '#f06292', '#ad1457', '#2b0a17'],
] as const;

/**
 * Raw RGBA of a social-media-post-like creative: a diagonal gradient, a few shapes and greeting
 * text, varied by `seed`. Opaque, so the canvas' premultiplied pixels equal straight ones.
 */
export function drawCreative(width: number, height: number, seed = 0) {
  registerBundledFonts();
  const [light, mid, accent, ink] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, light);
  gradient.addColorStop(1, mid);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  const unit = Math.min(width, height);
  for (let i = 0; i < 6; i++) {
    // A cheap deterministic scatter: positions from the seed, no Math.random.
    const t = (seed * 7 + i * 13) % 17;
    ctx.globalAlpha = 0.25 + (i % 3) * 0.2;
    ctx.fillStyle = i % 2 ? accent : light;
    ctx.beginPath();
    ctx.arc(
      (t / 17) * width,
      ((i + 1) / 7) * height,
      unit * (0.05 + (t % 5) * 0.03),
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.font = `700 ${Math.round(unit * 0.1)}px "${FONT_FAMILY.poppins}"`;
  ctx.fillText(seed % 2 ? 'Good Morning' : 'Happy Diwali', width / 2, height * 0.55);
  ctx.font = `400 ${Math.round(unit * 0.04)}px "${FONT_FAMILY.poppins}"`;
  ctx.fillText('Sharma Sweets · 98765 43210', width / 2, height * 0.65);
  return { width, height, rgba: canvas.data() };
}

/** The creative encoded as a file would arrive: JPEG q90 or PNG. */
export async function sampleImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  seed = 0,
): Promise<Buffer> {
  const { rgba } = drawCreative(width, height, seed);
  const image = sharp(rgba, { raw: { width, height, channels: 4 } }).removeAlpha();
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

export interface SampleVideo {
  width: number;
  height: number;
  durationS: number;
  audio: boolean;
  format: 'mp4' | 'webm' | 'mov';
  /** Stored landscape with a display matrix that turns it to portrait, as phones record. */
  rotated?: boolean;
  /** Frames a second; 30 when not given. */
  fps?: number;
}

const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];

/** ffmpeg's synthetic test pattern (and a sine tone) written to `dir`; returns the path. */
export async function sampleVideo(dir: string, video: SampleVideo): Promise<string> {
  await mkdir(dir, { recursive: true });
  const { ffmpeg } = await defaultFfmpeg();
  const fps = video.fps ?? 30;
  const name = `${video.width}x${video.height}-${video.durationS}s-${fps}fps${video.audio ? '-audio' : ''}${video.rotated ? '-rotated' : ''}.${video.format}`;
  const output = path.join(dir, name);
  const codec =
    video.format === 'webm'
      ? ['-c:v', 'libvpx-vp9', '-b:v', '400k', '-deadline', 'realtime', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  const encoded = video.rotated ? `${output}.upright.${video.format}` : output;
  await runTool(
    ffmpeg,
    [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${video.width}x${video.height}:rate=${fps}:duration=${video.durationS}`,
      ...(video.audio
        ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${video.durationS}`]
        : []),
      ...codec,
      encoded,
    ],
    { timeoutMs: 60_000 },
  );
  if (video.rotated) {
    // ffmpeg 5 writes the legacy rotate tag as a display matrix only when stream-copying.
    await runTool(
      ffmpeg,
      [...QUIET, '-i', encoded, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', output],
      { timeoutMs: 60_000 },
    );
    await rm(encoded);
  }
  return output;
}

/** A valid PNG header claiming `width`×`height`, with a few hundred bytes of pixel data. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
