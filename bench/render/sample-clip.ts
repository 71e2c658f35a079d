import path from 'node:path';
import { defaultFfmpeg } from '@stamp/server/src/adapters/media/ffmpeg';
import { runTool } from '@stamp/server/src/adapters/media/run-tool';
import { sized } from '../lib/quick';

// A quick run encodes 2 s: every step of a render, in a fraction of the time.
export const CLIP = { width: 1280, height: 720, durationS: sized(15, 2), fps: 30 } as const;

/**
 * A 15 s (quick run: 2 s) 720p reel as an admin would upload it: ffmpeg's moving test pattern (motion graphics,
 * text, gradients) with a tone, H.264 (preset medium, CRF 23) and AAC 128k, faststart.
 */
export async function makeSampleClip(dir: string): Promise<string> {
  const { ffmpeg } = await defaultFfmpeg();
  const output = path.join(dir, 'reel-720p-15s.mp4');
  const { width, height, durationS, fps } = CLIP;
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=${fps}:duration=${durationS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:beep_factor=4:duration=${durationS}`,
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      output,
    ],
    { timeoutMs: 300_000 },
  );
  return output;
}
