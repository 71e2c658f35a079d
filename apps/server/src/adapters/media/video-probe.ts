import { z } from 'zod';

/** What the video pipeline needs to know about an input, from ffprobe's JSON. */
export interface VideoProbe {
  /** Displayed size: the coded size with the rotation applied (a phone's portrait clip). */
  width: number;
  height: number;
  /** Clockwise quarter turns the player applies: 0, 90, 180 or 270. */
  rotation: number;
  durationS: number;
  /** Frames per second of the video stream, when ffprobe knows it. */
  fps: number | undefined;
  videoCodec: string;
  /** Codec of the first audio stream, or undefined when there is none. */
  audioCodec: string | undefined;
}

const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: numeric.optional(),
  tags: z.object({ rotate: numeric.optional() }).partial().optional(),
  side_data_list: z.array(z.object({ rotation: numeric.optional() }).loose()).optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).loose().optional(),
});

const probeSchema = z.object({
  streams: z.array(streamSchema.loose()).default([]),
  format: z.object({ duration: numeric.optional() }).loose().optional(),
});

/** The arguments for `ffprobe … <input>` whose stdout parseProbe reads. */
export function probeArgs(input: string, demuxer: string): string[] {
  return [
    '-hide_banner',
    '-v',
    'error',
    ...inputArgs(input, demuxer),
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
  ];
}

/**
 * Input options shared by every command on an uploaded file. The demuxer is forced to the one
 * the magic bytes named, and only the `file:` protocol is allowed: a crafted upload cannot make
 * ffmpeg treat it as an HLS playlist that fetches URLs or reads other local files (the known
 * ffmpeg upload SSRF), and a path can never be read as an option or another protocol.
 */
export function inputArgs(input: string, demuxer: string): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${input}`];
}

/**
 * The probe of the first real video stream (cover art in an MP4 is a "video" stream with the
 * attached_pic disposition; it is skipped), or undefined when the file has no picture.
 */
export function parseProbe(json: unknown): VideoProbe | undefined {
  const parsed = probeSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { streams, format } = parsed.data;
  const video = streams.find(
    (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && s.width && s.height,
  );
  if (!video?.width || !video.height) return undefined;
  const audio = streams.find((s) => s.codec_type === 'audio');

  const matrixRotation = video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const rotation = clockwiseQuarterTurns(
    matrixRotation !== undefined ? -matrixRotation : (video.tags?.rotate ?? 0),
  );
  const sideways = rotation === 90 || rotation === 270;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    rotation,
    durationS: format?.duration ?? video.duration ?? 0,
    fps: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate),
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio ? (audio.codec_name ?? 'unknown') : undefined,
  };
}

/**
 * Display-matrix side data (ffprobe ≥ 5) gives counter-clockwise degrees, -90 for a phone held
 * upright; the older `rotate` tag gives the same turn clockwise, 90. Normalised to 0–270.
 */
function clockwiseQuarterTurns(degrees: number): number {
  const turns = Math.round(degrees / 90);
  return (((turns * 90) % 360) + 360) % 360;
}

function frameRate(ratio: string | undefined): number | undefined {
  const [num, den] = (ratio ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return undefined;
  return num / den;
}
