import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpeg } from './ffmpeg';
import { runTool } from './run-tool';
import { sampleVideo } from './test-media';
import { parseProbe, probeArgs } from './video-probe';

const videoStream = {
  index: 0,
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  avg_frame_rate: '30000/1001',
  r_frame_rate: '30000/1001',
};

describe('probeArgs', () => {
  it('asks for JSON streams and format of a file: input with a forced demuxer', () => {
    expect(probeArgs('/tmp/a.mp4', 'mov')).toEqual([
      '-hide_banner',
      '-v',
      'error',
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-i',
      'file:/tmp/a.mp4',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
    ]);
  });
});

describe('parseProbe', () => {
  it('reads size, duration, frame rate and audio', () => {
    expect(
      parseProbe({
        streams: [videoStream, { index: 1, codec_type: 'audio', codec_name: 'aac' }],
        format: { duration: '12.345000' },
      }),
    ).toEqual({
      width: 1920,
      height: 1080,
      rotation: 0,
      durationS: 12.345,
      fps: 30000 / 1001,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
  });

  it('turns a phone clip stored landscape with a display matrix to portrait', () => {
    const probe = parseProbe({
      streams: [
        { ...videoStream, side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] },
      ],
      format: { duration: '3' },
    });
    expect(probe).toMatchObject({ width: 1080, height: 1920, rotation: 90 });
  });

  it('reads the older rotate tag the same way', () => {
    const probe = parseProbe({ streams: [{ ...videoStream, tags: { rotate: '270' } }] });
    expect(probe).toMatchObject({ width: 1080, height: 1920, rotation: 270 });
    const upsideDown = parseProbe({ streams: [{ ...videoStream, tags: { rotate: '180' } }] });
    expect(upsideDown).toMatchObject({ width: 1920, height: 1080, rotation: 180 });
  });

  it('skips cover art and reports a silent clip', () => {
    const probe = parseProbe({
      streams: [
        {
          ...videoStream,
          codec_name: 'mjpeg',
          width: 600,
          height: 600,
          disposition: { attached_pic: 1 },
        },
        { ...videoStream, index: 1 },
      ],
      format: {},
    });
    expect(probe).toMatchObject({
      width: 1920,
      videoCodec: 'h264',
      audioCodec: undefined,
      durationS: 0,
    });
  });

  it('finds no picture in audio only, cover art only, or nonsense', () => {
    expect(parseProbe({ streams: [{ codec_type: 'audio', codec_name: 'mp3' }] })).toBeUndefined();
    expect(
      parseProbe({ streams: [{ ...videoStream, disposition: { attached_pic: 1 } }] }),
    ).toBeUndefined();
    expect(parseProbe({ streams: 'no' })).toBeUndefined();
    expect(parseProbe(null)).toBeUndefined();
  });
});

describe('parseProbe on real ffprobe output', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    [
      { width: 320, height: 240, durationS: 1, audio: true, format: 'mp4' as const },
      'mov',
      [320, 240],
      'aac',
    ],
    [
      { width: 320, height: 240, durationS: 1, audio: false, format: 'webm' as const },
      'matroska',
      [320, 240],
      undefined,
    ],
    [
      {
        width: 320,
        height: 240,
        durationS: 1,
        audio: false,
        format: 'mov' as const,
        rotated: true,
      },
      'mov',
      [240, 320],
      undefined,
    ],
  ])('probes %o', async (video, demuxer, size, audioCodec) => {
    const { ffprobe } = await defaultFfmpeg();
    const file = await sampleVideo(dir, video);
    const { stdout } = await runTool(ffprobe, probeArgs(file, demuxer), { timeoutMs: 20_000 });
    const probe = parseProbe(JSON.parse(stdout.toString('utf8')));
    expect([probe?.width, probe?.height]).toEqual(size);
    expect(probe?.audioCodec).toBe(audioCodec);
    expect(probe?.durationS).toBeCloseTo(1, 1);
    expect(probe?.fps).toBeCloseTo(30, 3);
  });
});
