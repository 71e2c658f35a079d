import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILY, fontStack } from '@stamp/shared/compose/fonts';
import { SCRIPT_FONTS } from '@stamp/shared/compose/script-fonts';
import { SCRIPT_SAMPLES } from '@stamp/shared/compose/testing/script-samples';
import { bannerFont, EDITOR_FONT_FILES } from '@stamp/shared/editor/fonts';
import { describe, expect, it } from 'vitest';
import { bundledFontFiles, registerBundledFonts } from './canvas-fonts';

/** Width of `text` drawn in `font`: different faces give different widths. */
function measure(font: string, text: string): number {
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** The pixels of `text` drawn in `font`: the same glyphs give the same pixels. */
function pixels(font: string, text: string): Buffer {
  const canvas = createCanvas(900, 90);
  const ctx = canvas.getContext('2d');
  ctx.font = font;
  // On the alphabetic baseline: 'middle' is taken from the stack's first face, not the glyphs'.
  ctx.fillText(text, 10, 60);
  return Buffer.from(canvas.data());
}

describe('bundled fonts', () => {
  registerBundledFonts();

  it('registers every family we ship', () => {
    const families = new Set([
      ...Object.values(FONT_FAMILY),
      ...EDITOR_FONT_FILES.map((f) => f.family),
    ]);
    // 11 faces of the font menu, 10 of India's scripts.
    expect(families.size).toBe(21);
    for (const family of families) {
      const registered = GlobalFonts.families.find((f) => f.family === family);
      const weights = EDITOR_FONT_FILES.find((f) => f.family === family)?.weights ?? [400];
      expect(registered?.styles.map((style) => style.weight).sort(), family).toEqual(
        expect.arrayContaining([...weights]),
      );
    }
  });

  it('finds every file it registers in the installed packages', () => {
    const files = bundledFontFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const { file } of files) expect(existsSync(file), file).toBe(true);
  });

  it('has a sample and a face for every script', () => {
    expect(Object.keys(SCRIPT_SAMPLES).sort()).toEqual(SCRIPT_FONTS.map((f) => f.script).sort());
  });

  for (const { script, family } of SCRIPT_FONTS) {
    it(`draws ${script} in ${family}, whatever face was chosen`, () => {
      const sample = SCRIPT_SAMPLES[script] ?? '';
      // The sample's letters only: the spaces and '!' come from the chosen face.
      const word = sample.split(/[\s!]+/).reduce((a, b) => (b.length > a.length ? b : a));
      for (const value of ['sans-serif', 'Georgia', 'Courier New'] as const) {
        const stack = bannerFont(value, 600, 48);
        expect(pixels(stack, word).equals(pixels(`600 48px "${family}"`, word)), value).toBe(true);
      }
      // And a face without the script draws something else (the check can fail).
      expect(
        pixels('600 48px "Noto Sans"', word).equals(pixels(`600 48px "${family}"`, word)),
      ).toBe(false);
    });
  }

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
