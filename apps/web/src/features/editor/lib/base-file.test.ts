import { describe, expect, it } from 'vitest';
import { checkBaseFile, megabytes } from './base-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = MB) => ({ name, type, size });

describe('custom editor base file', () => {
  it('takes images and videos, by type or, without one, by name', () => {
    expect(checkBaseFile(file('a.png', 'image/png'))).toEqual({ ok: true, kind: 'image' });
    expect(checkBaseFile(file('a.jpg', 'image/jpeg'))).toEqual({ ok: true, kind: 'image' });
    expect(checkBaseFile(file('clip.mp4', 'video/mp4'))).toEqual({ ok: true, kind: 'video' });
    expect(checkBaseFile(file('clip.mkv', ''))).toEqual({ ok: true, kind: 'video' });
  });

  it('refuses anything else with the spec’s alert', () => {
    for (const other of [
      file('menu.pdf', 'application/pdf'),
      file('song.mp3', 'audio/mpeg'),
      file('notes', ''),
    ]) {
      expect(checkBaseFile(other)).toEqual({
        ok: false,
        message: 'Please upload an image or video file',
      });
    }
  });

  it('enforces 10 MB for images and 100 MB for videos', () => {
    expect(checkBaseFile(file('a.png', 'image/png', 10 * MB)).ok).toBe(true);
    expect(checkBaseFile(file('big.jpg', 'image/jpeg', 12 * MB))).toEqual({
      ok: false,
      message: 'This image is 12 MB. Please choose a PNG or JPG up to 10MB.',
    });
    expect(checkBaseFile(file('a.mp4', 'video/mp4', 100 * MB)).ok).toBe(true);
    expect(checkBaseFile(file('long.mp4', 'video/mp4', 140 * MB))).toEqual({
      ok: false,
      message: 'This video is 140 MB. Please choose a video up to 100MB.',
    });
  });

  it('writes sizes for people', () => {
    expect(megabytes(250_000)).toBe('244 KB');
    expect(megabytes(1.5 * MB)).toBe('1.5 MB');
    expect(megabytes(12.4 * MB)).toBe('12 MB');
  });
});
