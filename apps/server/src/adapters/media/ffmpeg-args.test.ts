import { describe, expect, it } from 'vitest';
import { demuxerFor, posterFrameArgs, posterTimeS, previewArgs, previewSize } from './ffmpeg-args';

describe('previewSize', () => {
  it.each([
    [1920, 1080, 1280, 720],
    [3840, 2160, 1280, 720],
    [1080, 1920, 720, 1280],
    [1080, 1080, 720, 720],
    [1280, 720, 1280, 720],
    [640, 360, 640, 360],
    // Odd sizes round down to even: H.264 4:2:0 needs whole chroma samples.
    [641, 361, 640, 360],
    [1000, 3000, 426, 1280],
    [2, 2, 2, 2],
  ])('%i×%i → %i×%i', (w, h, pw, ph) => {
    expect(previewSize(w, h)).toEqual({ width: pw, height: ph });
  });
});

describe('posterTimeS', () => {
  it('takes 1 s in, or 10% in for clips under 10 s', () => {
    expect(posterTimeS(60)).toBe(1);
    expect(posterTimeS(10)).toBe(1);
    expect(posterTimeS(5)).toBe(0.5);
    expect(posterTimeS(2)).toBe(0.2);
    expect(posterTimeS(0)).toBe(0);
    expect(posterTimeS(Number.NaN)).toBe(0);
  });
});

describe('posterFrameArgs', () => {
  it('seeks before the input and writes one scaled PNG frame', () => {
    expect(
      posterFrameArgs({
        input: '/tmp/in.mp4',
        demuxer: 'mov',
        output: '/tmp/poster.png',
        atS: 0.5,
        width: 1280,
        height: 720,
      }),
    ).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      '0.5',
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-i',
      'file:/tmp/in.mp4',
      '-frames:v',
      '1',
      '-vf',
      'scale=1280:720,setsar=1',
      '-f',
      'image2',
      '-c:v',
      'png',
      'file:/tmp/poster.png',
    ]);
  });
});

describe('previewArgs', () => {
  const job = {
    input: '/w/in.mov',
    demuxer: 'mov',
    output: '/w/out.mp4',
    width: 720,
    height: 1280,
    fps: 30,
    audioCodec: 'aac',
  };
  const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

  it('encodes H.264 yuv420p with faststart, CRF 23 veryfast, metadata stripped', () => {
    const args = previewArgs(job);
    expect(after(args, '-c:v')).toBe('libx264');
    expect(after(args, '-pix_fmt')).toBe('yuv420p');
    expect(after(args, '-movflags')).toBe('+faststart');
    expect(after(args, '-crf')).toBe('23');
    expect(after(args, '-preset')).toBe('veryfast');
    expect(after(args, '-map_metadata')).toBe('-1');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', 'file:/w/out.mp4']);
  });

  it('scales the first video stream without an overlay for the clean preview', () => {
    const args = previewArgs(job);
    expect(after(args, '-vf')).toBe('scale=720:1280,setsar=1,format=yuv420p');
    expect(args).toContain('0:v:0');
    expect(args).not.toContain('-filter_complex');
  });

  it('draws the overlay PNG over every frame for the watermarked preview', () => {
    const args = previewArgs({ ...job, overlayPng: '/w/watermark.png' });
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(after(args, '-i')).toBe('file:/w/in.mov');
    expect(args[args.lastIndexOf('-i') + 1]).toBe('file:/w/watermark.png');
    expect(after(args, '-filter_complex')).toBe(
      '[0:v:0]scale=720:1280,setsar=1[base];[base][1:v]overlay=0:0:format=yuv420,format=yuv420p[v]',
    );
    expect(after(args, '-map')).toBe('[v]');
  });

  it('copies AAC audio, re-encodes other audio to AAC, and drops audio when there is none', () => {
    expect(after(previewArgs(job), '-c:a')).toBe('copy');
    const opus = previewArgs({ ...job, audioCodec: 'opus' });
    expect(after(opus, '-c:a')).toBe('aac');
    expect(after(opus, '-b:a')).toBe('128k');
    expect(opus).toContain('0:a:0');
    const silent = previewArgs({ ...job, audioCodec: undefined });
    expect(silent).toContain('-an');
    expect(silent).not.toContain('-c:a');
  });

  it('caps the frame rate at 30 fps', () => {
    expect(after(previewArgs({ ...job, fps: 59.94 }), '-vf')).toBe(
      'fps=30,scale=720:1280,setsar=1,format=yuv420p',
    );
    expect(after(previewArgs({ ...job, fps: undefined }), '-vf')).toBe(
      'scale=720:1280,setsar=1,format=yuv420p',
    );
  });

  it('forces the sniffed demuxer and allows only local files', () => {
    const args = previewArgs(job);
    expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-i') + 2)).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-i',
      'file:/w/in.mov',
    ]);
  });
});

describe('demuxerFor', () => {
  it('maps containers to ffmpeg demuxers', () => {
    expect((['mp4', 'mov', 'webm', 'mkv'] as const).map(demuxerFor)).toEqual([
      'mov',
      'mov',
      'matroska',
      'matroska',
    ]);
  });
});
