import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export interface TestTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What the reel tests check of an encoded file, from ffprobe's JSON. */
export interface ReelProbe {
  width: number | undefined;
  height: number | undefined;
  videoCodec: string | undefined;
  audioCodec: string | undefined;
  durationS: number;
  fps: number | undefined;
}

/**
 * The ffmpeg and ffprobe the tests run, found the way the server finds them
 * (apps/server/src/adapters/media/ffmpeg.ts) without importing the app: FFMPEG_PATH and
 * FFPROBE_PATH, else the system's on PATH (scripts/ensure-system-packages.sh installs them),
 * else the static builds of the installer packages.
 */
export async function testTools(): Promise<TestTools> {
  const [ffmpeg, ffprobe] = await Promise.all([
    firstThatRuns([process.env.FFMPEG_PATH, 'ffmpeg', installerPath('@ffmpeg-installer/ffmpeg')]),
    firstThatRuns([
      process.env.FFPROBE_PATH,
      'ffprobe',
      installerPath('@ffprobe-installer/ffprobe'),
    ]),
  ]);
  return { ffmpeg, ffprobe };
}

export async function probeReel(ffprobe: string, file: string): Promise<ReelProbe> {
  const { stdout } = await run(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeout: 20_000 },
  );
  const json = JSON.parse(stdout) as {
    streams: {
      codec_type?: string;
      codec_name?: string;
      width?: number;
      height?: number;
      avg_frame_rate?: string;
    }[];
    format?: { duration?: string };
  };
  const video = json.streams.find((s) => s.codec_type === 'video');
  const audio = json.streams.find((s) => s.codec_type === 'audio');
  const [num, den] = (video?.avg_frame_rate ?? '').split('/').map(Number);
  return {
    width: video?.width,
    height: video?.height,
    videoCodec: video?.codec_name,
    audioCodec: audio?.codec_name,
    durationS: Number(json.format?.duration),
    fps: num && den ? num / den : undefined,
  };
}

function installerPath(name: string): string | undefined {
  try {
    return (require(name) as { path: string }).path;
  } catch {
    return undefined;
  }
}

async function firstThatRuns(candidates: (string | undefined)[]): Promise<string> {
  const tried = candidates.filter((c): c is string => Boolean(c));
  for (const binary of tried) {
    try {
      await run(binary, ['-version'], { timeout: 10_000 });
      return binary;
    } catch {}
  }
  throw new Error(`none of ${tried.join(', ')} runs (see scripts/ensure-system-packages.sh)`);
}
