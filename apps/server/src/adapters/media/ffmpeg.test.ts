import { describe, expect, it } from 'vitest';
import { binaryCandidates, defaultFfmpeg, locateFfmpeg } from './ffmpeg';
import { runTool } from './run-tool';

describe('locating ffmpeg', () => {
  it('prefers a configured path, then PATH, then the npm installer build', () => {
    expect(binaryCandidates('ffmpeg', '/opt/ffmpeg/bin/ffmpeg')).toEqual([
      '/opt/ffmpeg/bin/ffmpeg',
    ]);
    const [first, second] = binaryCandidates('ffprobe', undefined);
    expect(first).toBe('ffprobe');
    expect(second).toMatch(/@ffprobe-installer[/\\].+[/\\]ffprobe(\.exe)?$/);
  });

  it('finds a working pair on this machine', async () => {
    const binaries = await defaultFfmpeg();
    for (const binary of [binaries.ffmpeg, binaries.ffprobe]) {
      const { stdout } = await runTool(binary, ['-version'], { timeoutMs: 10_000 });
      expect(stdout.toString()).toMatch(/version/);
    }
  });

  it('uses the npm builds when pointed at them', async () => {
    const [, ffmpegPath] = binaryCandidates('ffmpeg', undefined);
    const [, ffprobePath] = binaryCandidates('ffprobe', undefined);
    expect(await locateFfmpeg({ ffmpegPath, ffprobePath })).toEqual({
      ffmpeg: ffmpegPath,
      ffprobe: ffprobePath,
    });
  });

  it('fails loudly on a configured path that does not run, instead of falling back', async () => {
    await expect(locateFfmpeg({ ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toThrow(
      /ffmpeg at \/nonexistent\/ffmpeg \(FFMPEG_PATH\) does not run/,
    );
  });
});
