import { describe, expect, it } from 'vitest';
import { EDITOR_FONTS, editorFontFamily } from './fonts';
import { EDITOR_DEFAULTS, restoreSettings, SETTING_CHECKS, SLIDERS } from './settings';
import { editorSettingsSchema } from './settings-schema';

describe('editor settings', () => {
  it('has the defaults of spec §9', () => {
    expect(EDITOR_DEFAULTS).toMatchObject({
      bannerEnabled: true,
      bannerAlign: 'center',
      bannerMode: 'text',
      bannerStripHeightPct: 0.18,
      bannerTextOffsetPct: 0,
      bannerTextColor: '#ffffff',
      bannerFontFamily: 'sans-serif',
      bannerFontWeight: 600,
      bannerFontScale: 1,
      logoEnabled: true,
      logoPaddingTop: 12,
      logoPaddingSide: 12,
      logoScalePct: 0.12,
      stripColor: '#000000',
    });
    expect(editorSettingsSchema.parse(EDITOR_DEFAULTS)).toEqual(EDITOR_DEFAULTS);
  });

  it('has the slider ranges of spec §5', () => {
    expect(SLIDERS.logoScalePct).toEqual({ min: 0.06, max: 0.3, step: 0.01 });
    expect(SLIDERS.bannerStripHeightPct).toEqual({ min: 0.06, max: 0.4, step: 0.01 });
    expect(SLIDERS.bannerTextOffsetPct).toEqual({ min: -0.4, max: 0.4, step: 0.02 });
    expect(SLIDERS.bannerFontWeight).toEqual({ min: 300, max: 900, step: 100 });
    expect(SLIDERS.bannerFontScale).toEqual({ min: 0.6, max: 1.8, step: 0.1 });
  });

  it('offers the eleven fonts of spec §5, each drawn with a shipped face', () => {
    expect(EDITOR_FONTS.map((f) => f.label)).toEqual([
      'Sans Serif',
      'System UI',
      'Arial',
      'Roboto',
      'Poppins',
      'Serif',
      'Georgia',
      'Times New Roman',
      'Monospace',
      'Courier New',
      'Cursive',
    ]);
    expect(editorFontFamily('Times New Roman')).toBe('Tinos');
  });

  it.each([
    [{ logoScalePct: 0.5 }, 'Logo size must be between 0.06 and 0.3'],
    [{ bannerFontWeight: 650 }, 'Font weight must be a multiple of 100'],
    [{ bannerFontFamily: 'Comic Sans MS' }, 'Choose a font from the list'],
    [{ bannerTextColor: 'red; background:url(x)' }, 'Text colour must be a colour like #1a2b3c'],
    [{ bannerText: 'x'.repeat(201) }, 'Banner text must be at most 200 characters'],
    [{ bannerFontScale: '1.2' }, 'Font size must be a number'],
  ])('refuses %j with a clear message', (patch, message) => {
    const result = editorSettingsSchema.safeParse({ ...EDITOR_DEFAULTS, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('restores each saved value only when it has the right type (spec §5)', () => {
    const restored = restoreSettings({
      bannerText: 'Good Morning',
      bannerAlign: 'diagonal',
      bannerFontScale: '2',
      logoScalePct: 0.2,
      bannerEnabled: 'yes',
      unknown: 1,
    });
    expect(restored).toEqual({
      ...EDITOR_DEFAULTS,
      bannerText: 'Good Morning',
      logoScalePct: 0.2,
    });
    expect(restoreSettings(null)).toEqual(EDITOR_DEFAULTS);
    expect(restoreSettings('{"bannerText":1}')).toEqual(EDITOR_DEFAULTS);
  });

  // The item page restores with SETTING_CHECKS (no zod in its first load); the server validates
  // with the schema. Every key must accept and refuse exactly the same values in both.
  it('restores exactly what the schema accepts, key by key', () => {
    const shape = editorSettingsSchema.shape;
    const candidates: unknown[] = [
      undefined,
      null,
      true,
      false,
      0,
      -0.4,
      0.4,
      -0.41,
      0.06,
      0.3,
      0.31,
      1,
      1.8,
      1.81,
      12,
      120,
      121,
      299,
      300,
      350,
      600,
      900,
      1000,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1',
      '',
      ' ',
      'left',
      'center',
      'right',
      'diagonal',
      'text',
      'strip',
      'full',
      'sans-serif',
      'Poppins',
      'Comic Sans MS',
      'Times New Roman',
      '#fff',
      '#FFFFFF',
      '#7a1f12cc',
      '#12345',
      'red',
      'Good Morning',
      'x'.repeat(200),
      'x'.repeat(201),
      [],
      {},
    ];
    for (const key of Object.keys(shape) as Array<keyof typeof shape>) {
      for (const value of candidates) {
        const accepted = shape[key].safeParse(value).success;
        expect([key, value, SETTING_CHECKS[key](value)]).toEqual([key, value, accepted]);
      }
    }
    expect(Object.keys(SETTING_CHECKS).sort()).toEqual(Object.keys(shape).sort());
  });
});
