import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILY, fontStack } from '@stamp/shared/compose/fonts';
import { describe, expect, it } from 'vitest';
import { registerBundledFonts } from './fonts';

/** Width of `text` drawn in `font`: different faces give different widths. */
function measure(font: string, text: string): number {
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = font;
  return ctx.measureText(text).width;
}

describe('bundled fonts', () => {
  registerBundledFonts();

  it('registers every family we ship', () => {
    for (const family of Object.values(FONT_FAMILY)) {
      expect(measure(`400 40px "${family}"`, 'Stamp')).not.toBe(
        measure('400 40px "No Such Font"', 'Stamp'),
      );
    }
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
