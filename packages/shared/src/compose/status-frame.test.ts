import { describe, expect, it } from 'vitest';
import { fitRect, STATUS_SIZE, statusFileName } from './status-frame';

describe('fitRect', () => {
  it('contains a square post whole, centred across the width of a Status frame', () => {
    expect(fitRect({ width: 600, height: 600 }, STATUS_SIZE, 'contain')).toEqual({
      x: 0,
      y: 420,
      width: 1080,
      height: 1080,
    });
  });

  it('covers the frame with the same post, overflowing at the sides', () => {
    expect(fitRect({ width: 600, height: 600 }, STATUS_SIZE, 'cover')).toEqual({
      x: -420,
      y: 0,
      width: 1920,
      height: 1920,
    });
  });

  it('fills the frame exactly with a 9:16 story either way', () => {
    const story = { width: 1080, height: 1920 };
    expect(fitRect(story, STATUS_SIZE, 'contain')).toEqual({ x: 0, y: 0, ...STATUS_SIZE });
    expect(fitRect(story, STATUS_SIZE, 'cover')).toEqual({ x: 0, y: 0, ...STATUS_SIZE });
  });
});

describe('statusFileName', () => {
  it('names the Status size after its download, with _status before the extension', () => {
    expect(statusFileName('happy_diwali_custom.png')).toBe('happy_diwali_custom_status.png');
    expect(statusFileName('शुभ_दीपावली_custom.png')).toBe('शुभ_दीपावली_custom_status.png');
    expect(statusFileName('custom_image.png')).toBe('custom_image_status.png');
    expect(statusFileName('no-extension')).toBe('no-extension_status');
  });
});
