import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnusableMediaError } from '../../lib/media-errors';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg';
import { runTool } from './run-tool';
import { sampleVideo } from './test-media';
import { renderVideoRenditions } from './video-renditions';

/** Top-level ISO-BMFF boxes in file order: faststart means `moov` comes before `mdat`. */
function topLevelBoxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= file.length; ) {
    let size = file.readUInt32BE(offset);
    boxes.push(file.toString('latin1', offset + 4, offset + 8));
    if (size === 1) size = Number(file.readBigUInt64BE(offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

async function streams(binaries: FfmpegBinaries, file: string) {
  const { stdout } = await runTool(
    binaries.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', file],
    { timeoutMs: 20_000 },
  );
  return (JSON.parse(stdout.toString()) as { streams: Array<Record<string, unknown>> }).streams;
}

/** One frame as raw RGB, to compare the clean and watermarked previews. */
async function frameAt(binaries: FfmpegBinaries, file: string, atS: number) {
  const { stdout } = await runTool(
    binaries.ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      String(atS),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { timeoutMs: 20_000 },
  );
  return stdout;
}

describe('renderVideoRenditions', () => {
  let dir: string;
  let binaries: FfmpegBinaries;
  let job: number;
  const workDir = async () => mkdtemp(path.join(dir, `job-${job++}-`));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-video-'));
    binaries = await defaultFfmpeg();
    job = 0;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('makes a poster, a thumbnail and clean and watermarked 720p H.264 previews', async () => {
    const input = await sampleVideo(dir, {
      width: 1920,
      height: 1080,
      durationS: 2,
      audio: true,
      format: 'mp4',
    });
    const r = await renderVideoRenditions(
      { path: input, format: 'mp4' },
      { binaries, workDir: await workDir(), timeoutMs: 60_000 },
    );
    expect([r.width, r.height, r.hasAudio]).toEqual([1920, 1080, true]);
    expect(r.durationS).toBeCloseTo(2, 1);

    const poster = await sharp(r.poster.data).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1280, 720]);
    const thumb = await sharp(r.thumbnail.data).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 225]);

    for (const file of [r.previewCleanPath, r.previewWatermarkedPath]) {
      const [video, audio] = await streams(binaries, file);
      expect(video).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width: 1280,
        height: 720,
      });
      expect(audio).toMatchObject({ codec_type: 'audio', codec_name: 'aac' });
      const boxes = topLevelBoxes(await readFile(file));
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }

    const [clean, marked] = await Promise.all(
      [r.previewCleanPath, r.previewWatermarkedPath].map((f) => frameAt(binaries, f, 1)),
    );
    expect(clean?.length).toBe(1280 * 720 * 3);
    let diff = 0;
    for (let i = 0; i < (clean?.length ?? 0); i++)
      diff += Math.abs((clean?.[i] ?? 0) - (marked?.[i] ?? 0));
    const meanDiff = diff / (clean?.length ?? 1);
    expect(meanDiff).toBeGreaterThan(3);
    expect(meanDiff).toBeLessThan(30);
  });

  it('turns a phone clip upright and keeps it portrait', async () => {
    const input = await sampleVideo(dir, {
      width: 640,
      height: 360,
      durationS: 1,
      audio: false,
      format: 'mov',
      rotated: true,
    });
    const r = await renderVideoRenditions(
      { path: input, format: 'mov' },
      { binaries, workDir: await workDir(), timeoutMs: 60_000 },
    );
    expect([r.width, r.height, r.hasAudio]).toEqual([360, 640, false]);
    const [video, audio] = await streams(binaries, r.previewWatermarkedPath);
    // Already within 720p, so not scaled; and the rotation is applied, not carried along.
    expect(video).toMatchObject({ width: 360, height: 640 });
    expect(audio).toBeUndefined();
    expect((await sharp(r.poster.data).metadata()).height).toBe(640);
  });

  it('re-encodes a WebM into MP4', async () => {
    const input = await sampleVideo(dir, {
      width: 320,
      height: 240,
      durationS: 1,
      audio: true,
      format: 'webm',
    });
    const r = await renderVideoRenditions(
      { path: input, format: 'webm' },
      { binaries, workDir: await workDir(), timeoutMs: 60_000 },
    );
    const [video, audio] = await streams(binaries, r.previewCleanPath);
    expect(video).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
    // Opus in, AAC out: browsers play AAC in MP4 everywhere.
    expect(audio).toMatchObject({ codec_name: 'aac' });
  });

  it('answers 422 for a file that starts like an MP4 but is not one', async () => {
    const fake = path.join(dir, 'fake.mp4');
    await writeFile(
      fake,
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'),
        Buffer.alloc(4096, 7),
      ]),
    );
    const error = await renderVideoRenditions(
      { path: fake, format: 'mp4' },
      { binaries, workDir: await workDir(), timeoutMs: 60_000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnusableMediaError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'This video is damaged or in a format we cannot read',
    });
  });

  it('answers 422 when ffmpeg takes longer than allowed', async () => {
    const input = await sampleVideo(dir, {
      width: 320,
      height: 240,
      durationS: 1,
      audio: false,
      format: 'mp4',
    });
    await expect(
      renderVideoRenditions(
        { path: input, format: 'mp4' },
        { binaries, workDir: await workDir(), timeoutMs: 1 },
      ),
    ).rejects.toMatchObject({ statusCode: 422, message: 'This video took too long to process' });
  });
});
