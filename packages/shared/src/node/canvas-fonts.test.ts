import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILY, fontStack } from '@stamp/shared/compose/fonts';
import { bannerFont, EDITOR_FONT_FILES } from '@stamp/shared/editor/fonts';
import { describe, expect, it } from 'vitest';
import { registerBundledFonts } from './canvas-fonts';

/** Width of `text` drawn in `font`: different faces give different widths. */
function measure(font: string, text: string): number {
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = font;
  return ctx.measureText(text).width;
}

describe('bundled fonts', () => {
  registerBundledFonts();

  it('registers every family we ship', () => {
    const families = new Set([
      ...Object.values(FONT_FAMILY),
      ...EDITOR_FONT_FILES.map((f) => f.family),
    ]);
    expect(families.size).toBe(12);
    for (const family of families) {
      const registered = GlobalFonts.families.find((f) => f.family === family);
      const weights = EDITOR_FONT_FILES.find((f) => f.family === family)?.weights ?? [400];
      expect(registered?.styles.map((style) => style.weight).sort(), family).toEqual(
        expect.arrayContaining([...weights]),
      );
    }
  });

  it('draws the monospace entries of the font menu with fixed-width faces', () => {
    for (const value of ['monospace', 'Courier New'] as const) {
      const font = bannerFont(value, 400, 40);
      expect(measure(font, 'iiii')).toBeCloseTo(measure(font, 'WWWW'));
    }
    expect(measure(bannerFont('Arial', 400, 40), 'iiii')).toBeLessThan(
      measure(bannerFont('Arial', 400, 40), 'WWWW'),
    );
  });

  it('has distinct weights', () => {
    expect(measure('700 40px "Poppins"', 'Happy Diwali')).toBeGreaterThan(
      measure('300 40px "Poppins"', 'Happy Diwali'),
    );
  });

  it('shapes Devanagari through the fallback face', () => {
    const hindi = 'शुभ दीपावली';
    const width = measure(`600 40px ${fontStack(FONT_FAMILY.inter)}`, hindi);
    expect(width).toBeGreaterThan(100);
    // Only the space between the words comes from Inter.
    expect(Math.abs(width - measure(`600 40px "${FONT_FAMILY.devanagari}"`, hindi))).toBeLessThan(
      2,
    );
  });
});
