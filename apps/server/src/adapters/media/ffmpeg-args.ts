import { inputArgs } from './video-probe';

/**
 * ffmpeg argument arrays for the video renditions, built by pure functions (the immich habit:
 * unit-tested here, run by video-renditions.ts). Every path is wrapped in `file:` so it can be
 * neither an option nor another protocol.
 */

/** 720p: the short side at most 720 and the long side at most 1280, either orientation. */
export const PREVIEW_SHORT_SIDE = 720;
export const PREVIEW_LONG_SIDE = 1280;
// Previews are for looking, not for editing: 30 fps is what social feeds play; a 60 fps source
// would double the encode for no visible gain at preview size.
export const PREVIEW_MAX_FPS = 30;

/**
 * The preview's size: the displayed size scaled down (never up) to fit 720p, rounded down to
 * even numbers because H.264 in 4:2:0 needs whole chroma samples.
 */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, PREVIEW_LONG_SIDE / long, PREVIEW_SHORT_SIDE / short);
  const even = (n: number) => Math.max(2, 2 * Math.floor((n * scale) / 2));
  return { width: even(width), height: even(height) };
}

/**
 * When the poster frame is taken: 1 s in, where a clip has usually faded in from black, or
 * 10% in for clips under 10 s so a short loop's poster is not near its end.
 */
export function posterTimeS(durationS: number): number {
  if (!(durationS > 0)) return 0;
  return Math.round(Math.min(1, durationS * 0.1) * 1000) / 1000;
}

const COMMON = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

export interface PosterFrameJob {
  input: string;
  demuxer: string;
  output: string;
  atS: number;
  width: number;
  height: number;
}

/**
 * One frame at the preview's size as a lossless PNG; sharp turns it into the poster (with the
 * watermark) and the thumbnail, exactly as it does for images. `-ss` before `-i` seeks by
 * keyframe index instead of decoding from the start.
 */
export function posterFrameArgs(job: PosterFrameJob): string[] {
  return [
    ...COMMON,
    '-ss',
    String(job.atS),
    ...inputArgs(job.input, job.demuxer),
    '-frames:v',
    '1',
    '-vf',
    `scale=${job.width}:${job.height},setsar=1`,
    '-f',
    'image2',
    '-c:v',
    'png',
    `file:${job.output}`,
  ];
}

export interface PreviewJob {
  input: string;
  demuxer: string;
  output: string;
  width: number;
  height: number;
  fps: number | undefined;
  /** Codec of the input's audio, or undefined for a silent clip. */
  audioCodec: string | undefined;
  /** A transparent PNG at exactly width×height drawn over every frame (the watermark). */
  overlayPng?: string;
}

/**
 * A ≤720p H.264 MP4 that starts playing before it has downloaded: yuv420p (the only pixel format
 * every browser decodes), the `moov` index moved to the front (`+faststart`), metadata stripped.
 * CRF 23 is x264's own default quality; `veryfast` encoded a 5 s 720p clip 2.9× faster than the
 * default `medium` here (14.6 s → 5.0 s on 2 cores), with no visible loss at preview size.
 * AAC audio is copied, other audio re-encoded to AAC at 128 kb/s stereo.
 */
export function previewArgs(job: PreviewJob): string[] {
  const fps = job.fps !== undefined && job.fps > PREVIEW_MAX_FPS ? `fps=${PREVIEW_MAX_FPS},` : '';
  const scale = `${fps}scale=${job.width}:${job.height},setsar=1`;
  const video = job.overlayPng
    ? [
        ...inputArgs(job.input, job.demuxer),
        // The overlay is one still image; `overlay` repeats its last frame for the whole clip.
        '-i',
        `file:${job.overlayPng}`,
        '-filter_complex',
        // Blended in 4:2:0 (see video-download.ts): `format=auto` converted every frame to RGBA.
        `[0:v:0]${scale}[base];[base][1:v]overlay=0:0:format=yuv420,format=yuv420p[v]`,
        '-map',
        '[v]',
      ]
    : [...inputArgs(job.input, job.demuxer), '-map', '0:v:0', '-vf', `${scale},format=yuv420p`];
  const audio =
    job.audioCodec === undefined
      ? ['-an']
      : ['-map', '0:a:0', ...(job.audioCodec === 'aac' ? ['-c:a', 'copy'] : AAC)];
  return [
    ...COMMON,
    ...video,
    ...audio,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-sn',
    '-dn',
    '-f',
    'mp4',
    `file:${job.output}`,
  ];
}

const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];

/** ffmpeg's demuxer for a sniffed container (MP4 and MOV share one; WebM is Matroska). */
export function demuxerFor(format: 'mp4' | 'mov' | 'webm' | 'mkv'): string {
  return format === 'mp4' || format === 'mov' ? 'mov' : 'matroska';
}
