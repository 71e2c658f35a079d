import { open, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { UnusableMediaError } from '../../lib/media-errors';
import { drawDesignLayer } from './download-render';
import type { FfmpegBinaries } from './ffmpeg';
import { demuxerFor } from './ffmpeg-args';
import { runTool, ToolFailedError } from './run-tool';
import { SNIFF_BYTES, sniffMedia } from './sniff';
import { inputArgs, parseProbe, probeArgs } from './video-probe';

export interface VideoDownloadJob {
  binaries: FfmpegBinaries;
  /** The original video file. */
  input: string;
  output: string;
  /** A directory the caller owns, for the design layer's PNG. */
  workDir: string;
  settings: EditorSettings;
  logo: Buffer | null;
  watermark: boolean;
  timeoutMs: number;
  /** Stops the render (ffmpeg is killed) when aborted. */
  signal?: AbortSignal;
  /** Called with 0–100 as ffmpeg works through the clip. */
  onProgress?: (percent: number) => void;
}

/**
 * The video download's ffmpeg arguments: the original at its own size with the design layer (a
 * transparent PNG of the same size) overlaid on every frame, H.264 yuv420p with `+faststart`,
 * the audio copied when it is AAC (re-encoded otherwise). CRF 20 is a download, not a
 * preview: visibly as good as the source at social-media bitrates. `-progress pipe:1` reports
 * the position so the editor can show how far along the render is.
 */
export function videoDownloadArgs(job: {
  input: string;
  demuxer: string;
  layerPng: string;
  output: string;
  audioCodec: string | undefined;
}): string[] {
  const audio =
    job.audioCodec === undefined
      ? ['-an']
      : [
          '-map',
          '0:a:0',
          ...(job.audioCodec === 'aac' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '160k']),
        ];
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    ...inputArgs(job.input, job.demuxer),
    '-i',
    `file:${job.layerPng}`,
    '-filter_complex',
    // Blend in the output's own 4:2:0: the still layer is converted once. `format=auto` made
    // ffmpeg 5.1 convert every frame to RGBA and back (15 s 720p: +1.7 s CPU against +0.2 s,
    // and 47 dB of round-trip loss even where nothing is drawn; this leaves those pixels exact).
    // A phone clip can be odd-sized; H.264 in 4:2:0 needs even sides, so the last odd row or
    // column is cropped after the overlay (which stays aligned with the full frame).
    '[0:v:0][1:v]overlay=0:0:format=yuv420,crop=trunc(iw/2)*2:trunc(ih/2)*2[v]',
    '-map',
    '[v]',
    ...audio,
    ...VIDEO_DOWNLOAD_CODEC,
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    '-f',
    'mp4',
    `file:${job.output}`,
  ];
}

/** The codec settings of a download (the benchmark re-encodes with exactly these). */
export const VIDEO_DOWNLOAD_CODEC = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '20',
  '-pix_fmt',
  'yuv420p',
];

/** Renders a video download; failures of the file become UnusableMediaError. */
export async function renderVideoDownload(job: VideoDownloadJob): Promise<{ bytes: number }> {
  const head = Buffer.alloc(SNIFF_BYTES);
  const handle = await open(job.input, 'r');
  try {
    await handle.read(head, 0, SNIFF_BYTES, 0);
  } finally {
    await handle.close();
  }
  const sniffed = sniffMedia(head);
  if (sniffed?.kind !== 'video') {
    throw new UnusableMediaError('The original of this design could not be read');
  }
  const demuxer = demuxerFor(sniffed.format);
  const probe = await run(job, job.binaries.ffprobe, probeArgs(job.input, demuxer)).then(
    ({ stdout }) => parseProbe(JSON.parse(stdout.toString('utf8'))),
  );
  if (!probe) throw new UnusableMediaError('The original of this design has no picture');

  const layer = await drawDesignLayer({
    width: probe.width,
    height: probe.height,
    settings: job.settings,
    logo: job.logo,
    watermark: job.watermark,
  });
  const layerPng = path.join(job.workDir, 'layer.png');
  await writeFile(layerPng, await layer.encode('png'));

  const totalUs = probe.durationS * 1_000_000;
  let last = -1;
  let pending = '';
  await run(
    job,
    job.binaries.ffmpeg,
    videoDownloadArgs({
      input: job.input,
      demuxer,
      layerPng,
      output: job.output,
      audioCodec: probe.audioCodec,
    }),
    (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (!match || !(totalUs > 0)) continue;
        const percent = Math.min(99, Math.floor((Number(match[1]) / totalUs) * 100));
        if (percent > last) {
          last = percent;
          job.onProgress?.(percent);
        }
      }
    },
  );
  return { bytes: (await stat(job.output)).size };
}

async function run(
  job: VideoDownloadJob,
  binary: string,
  args: string[],
  onStdout?: (chunk: Buffer) => void,
) {
  try {
    return await runTool(binary, args, {
      timeoutMs: job.timeoutMs,
      onStdout,
      signal: job.signal,
      background: true,
    });
  } catch (error) {
    if (error instanceof ToolFailedError) {
      const failure = new UnusableMediaError(
        error.timedOut ? 'This video took too long to render' : 'This video could not be rendered',
      );
      failure.cause = error;
      throw failure;
    }
    throw error;
  }
}
