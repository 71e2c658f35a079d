import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UnusableMediaError } from '../../lib/media-errors';
import type { FfmpegBinaries } from './ffmpeg';
import { demuxerFor, posterFrameArgs, posterTimeS, previewArgs, previewSize } from './ffmpeg-args';
import { THUMBNAIL_WEBP, thumbnailResize } from './image-options';
import type { EncodedImage } from './image-renditions';
import { runTool, ToolFailedError } from './run-tool';
import type { VideoFormat } from './sniff';
import { parseProbe, probeArgs, type VideoProbe } from './video-probe';
import { watermarkOverlay, watermarkOverlayPng } from './watermark-overlay';

export interface VideoRenditions {
  /** Displayed size of the original (rotation applied) and its length. */
  width: number;
  height: number;
  durationS: number;
  hasAudio: boolean;
  /** Frame at ~1 s, at the preview's size, watermarked (JPEG): the public `<video poster>`. */
  poster: { data: Buffer; width: number; height: number; contentType: 'image/jpeg' };
  /** The same frame 400 px wide, clean, like an image's thumbnail. */
  thumbnail: EncodedImage;
  /** ≤720p H.264 MP4 files written into `workDir`. */
  previewCleanPath: string;
  previewWatermarkedPath: string;
}

export interface VideoJobOptions {
  binaries: FfmpegBinaries;
  /** An empty directory the caller owns and removes afterwards. */
  workDir: string;
  /** Per ffmpeg run. */
  timeoutMs: number;
}

// A poster is looked at once, at card size: JPEG q82 (sharp's mozjpeg off) is plenty.
const POSTER_JPEG = { quality: 82 } as const;

/**
 * Probe, poster, thumbnail and the clean and watermarked previews of a video file. Failures of
 * the file (ffprobe or ffmpeg exit non-zero, no picture, too slow) become UnusableMediaError.
 */
export async function renderVideoRenditions(
  input: { path: string; format: VideoFormat },
  options: VideoJobOptions,
): Promise<VideoRenditions> {
  const demuxer = demuxerFor(input.format);
  const probe = await probeVideo(input.path, demuxer, options);
  const size = previewSize(probe.width, probe.height);
  const file = (name: string) => path.join(options.workDir, name);

  const overlayPng = file('watermark.png');
  await writeFile(overlayPng, await watermarkOverlayPng(size.width, size.height));

  const frame = file('poster.png');
  await ffmpeg(
    options,
    posterFrameArgs({
      input: input.path,
      demuxer,
      output: frame,
      atS: posterTimeS(probe.durationS),
      ...size,
    }),
  );
  const { poster, thumbnail } = await posterAndThumbnail(await readFile(frame));

  const job = { input: input.path, demuxer, ...size, fps: probe.fps, audioCodec: probe.audioCodec };
  const previewCleanPath = file('preview-clean.mp4');
  const previewWatermarkedPath = file('preview-watermarked.mp4');
  // One after the other: x264 already uses every core, and two at once would only double memory.
  await ffmpeg(options, previewArgs({ ...job, output: previewCleanPath }));
  await ffmpeg(options, previewArgs({ ...job, output: previewWatermarkedPath, overlayPng }));

  return {
    width: probe.width,
    height: probe.height,
    durationS: probe.durationS,
    hasAudio: probe.audioCodec !== undefined,
    poster,
    thumbnail,
    previewCleanPath,
    previewWatermarkedPath,
  };
}

/** ffprobe of an upload; an unreadable file is an UnusableMediaError. */
export async function probeVideo(
  input: string,
  demuxer: string,
  options: Pick<VideoJobOptions, 'binaries' | 'timeoutMs'>,
): Promise<VideoProbe> {
  const { stdout } = await runFile(options.binaries.ffprobe, probeArgs(input, demuxer), options);
  let json: unknown;
  try {
    json = JSON.parse(stdout.toString('utf8'));
  } catch {
    throw unusableVideo();
  }
  const probe = parseProbe(json);
  if (!probe) throw new UnusableMediaError('This video has no picture we can read');
  return probe;
}

async function posterAndThumbnail(framePng: Buffer) {
  const frame = sharp(framePng);
  const { width = 0, height = 0 } = await frame.metadata();
  const overlay = watermarkOverlay(width, height);
  const [poster, thumb] = await Promise.all([
    frame
      .clone()
      .composite([
        { input: overlay.rgba, raw: { width, height, channels: 4, premultiplied: true } },
      ])
      .jpeg(POSTER_JPEG)
      .toBuffer({ resolveWithObject: true }),
    frame
      .clone()
      .resize(thumbnailResize())
      .webp(THUMBNAIL_WEBP)
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    poster: { data: poster.data, width, height, contentType: 'image/jpeg' as const },
    thumbnail: {
      data: thumb.data,
      width: thumb.info.width,
      height: thumb.info.height,
      contentType: 'image/webp' as const,
    },
  };
}

function ffmpeg(options: VideoJobOptions, args: string[]) {
  return runFile(options.binaries.ffmpeg, args, options);
}

async function runFile(
  binary: string,
  args: string[],
  options: Pick<VideoJobOptions, 'timeoutMs'>,
) {
  try {
    return await runTool(binary, args, { timeoutMs: options.timeoutMs });
  } catch (error) {
    if (error instanceof ToolFailedError) {
      const unusable = error.timedOut
        ? new UnusableMediaError('This video took too long to process')
        : unusableVideo();
      // The user sees the plain message; a log of the error still has ffmpeg's own words.
      unusable.cause = error;
      throw unusable;
    }
    throw error;
  }
}

function unusableVideo(): UnusableMediaError {
  return new UnusableMediaError('This video is damaged or in a format we cannot read');
}
