import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMediaOf, planDemoCatalog } from './demo-plan';
import { DEMO_VIDEO_FPS, demoVideoArgs, renderDemoVideo } from './render-video';
import { probeReel, type TestTools, testTools } from './test/ffmpeg';

describe('demoVideoArgs', () => {
  it('reads raw RGBA frames from stdin and writes streamable H.264 + AAC', () => {
    const args = demoVideoArgs({
      width: 720,
      height: 1280,
      fps: 24,
      durationS: 7,
      seed: 3,
      outPath: '/tmp/x.mp4',
    });
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-f')).toBe('rawvideo');
    expect(after('-pix_fmt')).toBe('rgba');
    expect(after('-s')).toBe('720x1280');
    expect(after('-i')).toBe('-');
    expect(after('-c:v')).toBe('libx264');
    expect(after('-c:a')).toBe('aac');
    expect(after('-movflags')).toBe('+faststart');
    expect(after('-t')).toBe('7');
    expect(args).toContain('yuv420p');
    expect(args.at(-1)).toBe('/tmp/x.mp4');
  });
});

describe('renderDemoVideo', () => {
  let dir: string;
  let tools: TestTools;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-demo-video-'));
    tools = await testTools();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('renders a 720×1280 H.264 reel of the planned length with an audio track', async () => {
    const reel = demoMediaOf(planDemoCatalog(1)).find((m) => m.type === 'video');
    if (!reel) throw new Error('no reel in the plan');
    const item = { ...reel, durationS: 5 };
    const out = path.join(dir, `${item.key}.mp4`);
    await renderDemoVideo(item, out, tools.ffmpeg);
    const probe = await probeReel(tools.ffprobe, out);
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(probe.durationS).toBeGreaterThan(4.9);
    expect(probe.durationS).toBeLessThan(5.2);
    expect(probe.fps).toBeCloseTo(DEMO_VIDEO_FPS, 0);
    // 120 frames take ~3 s; the margin is for a loaded CI machine.
  }, 60_000);
});
