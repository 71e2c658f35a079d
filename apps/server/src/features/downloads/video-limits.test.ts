import { describe, expect, it } from 'vitest';
import type { VideoProbe } from '../../adapters/media/video-probe';
import { customVideoProblem } from './video-limits';

const clip = (overrides: Partial<VideoProbe>): VideoProbe => ({
  width: 1080,
  height: 1920,
  rotation: 0,
  durationS: 15,
  fps: 30,
  videoCodec: 'h264',
  audioCodec: 'aac',
  ...overrides,
});

describe('what a member’s own video may be', () => {
  it.each([
    ['a 1080p portrait reel', clip({}), null],
    ['a 1080p landscape clip', clip({ width: 1920, height: 1080 }), null],
    ['a 60 s, 60 fps clip', clip({ durationS: 60, fps: 60 }), null],
    ['an unknown frame rate', clip({ fps: undefined }), null],
    ['an 8192² clip', clip({ width: 8192, height: 8192 }), /8192×8192.*1920 pixels/],
    ['a 4K clip', clip({ width: 3840, height: 2160 }), /at most 1920/],
    ['a 61 s clip', clip({ durationS: 61 }), /at most 60 seconds/],
    ['a 240 fps clip', clip({ fps: 240 }), /240 frames a second/],
    ['no duration', clip({ durationS: Number.NaN }), /how long/],
  ])('%s', (_, probe, expected) => {
    const problem = customVideoProblem(probe);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
