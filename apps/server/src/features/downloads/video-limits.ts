import type { VideoProbe } from '../../adapters/media/video-probe';
import { AppError } from '../../lib/errors';

/**
 * What a member's own video may be, checked with ffprobe before anything is queued. An
 * 8192×8192 clip of 199 KB made ffmpeg hold 7.2 GB and the only video slot for two minutes:
 * the size of the work is the picture and its length, not the file's bytes.
 * - 1920 px on the longer displayed side: a 1080p phone clip in either orientation, and what
 *   Instagram and WhatsApp keep anyway;
 * - 60 s: a reel or a story (Instagram's reels run to 90 s, but a post-ready greeting is short);
 * - 60 frames a second: what phones record at most, short of slow-motion modes.
 */
export const CUSTOM_VIDEO_LIMITS = { maxSide: 1920, maxDurationS: 60, maxFps: 60 } as const;

/** A render queued or in progress, per user, at most: the next gets a 429. */
export const MAX_ACTIVE_VIDEO_RENDERS = 2;

/**
 * Renders run one at a time on a shared slot: eight reels queued by one free account delayed a
 * member's download by 15 s. Two at once per person is plenty for anyone posting by hand.
 */
export const tooManyVideoRenders = () =>
  new AppError({
    statusCode: 429,
    message: `You already have ${MAX_ACTIVE_VIDEO_RENDERS} videos being prepared. Download one of them first, then try again.`,
    code: 'VIDEO_RENDERS_BUSY',
  });

/** What is wrong with a probed upload, in words for its owner, or null when it can be used. */
export function customVideoProblem(probe: VideoProbe): string | null {
  const { maxSide, maxDurationS, maxFps } = CUSTOM_VIDEO_LIMITS;
  if (Math.max(probe.width, probe.height) > maxSide) {
    return `This video is ${probe.width}×${probe.height}. Upload one of at most ${maxSide} pixels on its longer side (1080p).`;
  }
  if (!Number.isFinite(probe.durationS) || probe.durationS <= 0) {
    return 'We could not tell how long this video is. Export it again as MP4 and upload that.';
  }
  if (probe.durationS > maxDurationS) {
    return `This video runs ${Math.round(probe.durationS)} s. Upload one of at most ${maxDurationS} seconds.`;
  }
  if (probe.fps !== undefined && probe.fps > maxFps) {
    return `This video has ${Math.round(probe.fps)} frames a second. Upload one of at most ${maxFps}.`;
  }
  return null;
}
