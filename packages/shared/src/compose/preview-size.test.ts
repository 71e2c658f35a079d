import { describe, expect, it } from 'vitest';
import { PHONE_PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, renditionWidth } from './preview-size';

describe("a preview rendition's width", () => {
  it('is the creative fitted inside the square, as the ingest resizes it', () => {
    // The sizes image-renditions.test.ts reads back from the files sharp wrote.
    expect(renditionWidth(1080, 1920, PREVIEW_MAX_SIDE)).toBe(608);
    expect(renditionWidth(1080, 1920, PHONE_PREVIEW_MAX_SIDE)).toBe(405);
    expect(renditionWidth(3000, 2000, PHONE_PREVIEW_MAX_SIDE)).toBe(720);
    expect(renditionWidth(1080, 1080, PHONE_PREVIEW_MAX_SIDE)).toBe(720);
  });

  it('never enlarges a small creative', () => {
    expect(renditionWidth(300, 200, PHONE_PREVIEW_MAX_SIDE)).toBe(300);
    expect(renditionWidth(300, 200, PREVIEW_MAX_SIDE)).toBe(300);
  });
});
