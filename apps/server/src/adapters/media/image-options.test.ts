import { describe, expect, it } from 'vitest';
import {
  decodeOptions,
  IMAGE_PIXEL_LIMIT,
  PREVIEW_WEBP,
  previewResize,
  THUMBNAIL_WEBP,
  thumbnailResize,
} from './image-options';

describe('image options', () => {
  it('decodes oriented, pixel-limited and strict about damaged data', () => {
    expect(IMAGE_PIXEL_LIMIT).toBe(50_000_000);
    expect(decodeOptions()).toEqual({
      limitInputPixels: 50_000_000,
      failOn: 'error',
      autoOrient: true,
      sequentialRead: true,
    });
    expect(decodeOptions(1_000).limitInputPixels).toBe(1_000);
  });

  it('fits previews inside 1080×1080 and thumbnails to 400 px wide, never enlarging', () => {
    expect(previewResize()).toEqual({
      width: 1080,
      height: 1080,
      fit: 'inside',
      withoutEnlargement: true,
    });
    expect(thumbnailResize()).toEqual({
      width: 400,
      height: 1000,
      fit: 'inside',
      withoutEnlargement: true,
    });
  });

  it('encodes WebP at a quality that keeps text crisp', () => {
    expect(PREVIEW_WEBP.quality).toBeGreaterThanOrEqual(75);
    expect(THUMBNAIL_WEBP.quality).toBeGreaterThanOrEqual(75);
  });
});
