import { describe, expect, it } from 'vitest';
import { EDITOR_DEFAULTS, type EditorSettings } from '../editor/settings';
import { bannerLayout, drawOverlay, logoRect, textMetrics } from './overlay';
import { recordingContext } from './testing/recording-context';
import { wrapText } from './text-wrap';

const settings = (overrides: Partial<EditorSettings> = {}): EditorSettings => ({
  ...EDITOR_DEFAULTS,
  bannerText: 'Happy Diwali from Sharma Sweets',
  ...overrides,
});
const logo = { image: { name: 'logo' }, width: 400, height: 200 };

describe('textMetrics (spec §9)', () => {
  it('sizes text at the larger of 20 px or 6% of the height, times the scale', () => {
    expect(textMetrics(1080, 1080, 1).textSize).toBeCloseTo(64.8);
    expect(textMetrics(1080, 1920, 1).textSize).toBeCloseTo(115.2);
    expect(textMetrics(300, 300, 1).textSize).toBe(20);
    expect(textMetrics(300, 300, 1.5).textSize).toBe(30);
    expect(textMetrics(1080, 1080, 0.6).textSize).toBeCloseTo(38.88);
  });

  it('keeps a margin of the larger of 16 px or 2% of the width', () => {
    expect(textMetrics(1080, 1080, 1).margin).toBeCloseTo(21.6);
    expect(textMetrics(3840, 2160, 1).margin).toBeCloseTo(76.8);
    expect(textMetrics(400, 400, 1).margin).toBe(16);
  });
});

describe('bannerLayout', () => {
  it('is absent when the banner is off or its text is blank after trimming (spec §5)', () => {
    const { ctx } = recordingContext();
    expect(bannerLayout(ctx, 1080, 1080, settings({ bannerEnabled: false }))).toBeNull();
    expect(bannerLayout(ctx, 1080, 1080, settings({ bannerText: '  \n ' }))).toBeNull();
  });

  it("draws in the chosen face and weight, then India's scripts' faces", () => {
    const { ctx } = recordingContext();
    const layout = bannerLayout(
      ctx,
      1080,
      1080,
      settings({ bannerFontFamily: 'Georgia', bannerFontWeight: 800 }),
    );
    expect(layout?.font).toBe(
      '800 64.8px "Gelasio", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Gujarati", ' +
        '"Noto Sans Gurmukhi", "Noto Sans Oriya", "Noto Sans Tamil", "Noto Sans Telugu", ' +
        '"Noto Sans Kannada", "Noto Sans Malayalam", "Noto Nastaliq Urdu"',
    );
  });

  it('wraps long text inside the margins and sits on the bottom margin in text mode', () => {
    const { ctx } = recordingContext();
    const s = settings({ bannerText: 'Grand opening sale this weekend only at our new store' });
    const layout = bannerLayout(ctx, 1080, 1080, s);
    if (!layout) throw new Error('expected a banner');
    expect(layout.lines.length).toBeGreaterThan(1);
    ctx.font = layout.font;
    for (const line of layout.lines)
      expect(ctx.measureText(line.text).width).toBeLessThanOrEqual(1080 - 43.2);
    const bottom = layout.top + layout.lines.length * layout.lineHeight;
    expect(bottom).toBeCloseTo(1080 - 21.6);
    expect(layout.x).toBe(540);
  });

  it('gives each paragraph its reading direction: Urdu right to left, English left to right', () => {
    const { ctx } = recordingContext();
    const layout = bannerLayout(
      ctx,
      400,
      1000,
      settings({ bannerText: 'شرما مٹھائی، عید مبارک! ۵۰٪ رعایت\nSharma Sweets' }),
    );
    expect(layout?.lines).toEqual([
      { text: 'شرما', direction: 'rtl' },
      { text: 'مٹھائی،', direction: 'rtl' },
      { text: 'عید مبارک!', direction: 'rtl' },
      // A wrapped line that starts with a number still reads as its paragraph does.
      { text: '۵۰٪ رعایت', direction: 'rtl' },
      { text: 'Sharma', direction: 'ltr' },
      { text: 'Sweets', direction: 'ltr' },
    ]);
  });

  it('spaces Urdu lines wider, as Nastaliq hangs above and below its line', () => {
    const { ctx } = recordingContext();
    const urdu = bannerLayout(ctx, 1000, 1000, settings({ bannerText: 'عید مبارک' }));
    const english = bannerLayout(ctx, 1000, 1000, settings({ bannerText: 'Eid Mubarak' }));
    expect(urdu?.lineHeight).toBeCloseTo(1.7 * (urdu?.textSize ?? 0));
    expect(english?.lineHeight).toBeCloseTo(1.25 * (english?.textSize ?? 0));
  });

  it('anchors left and right text on the margins', () => {
    const { ctx } = recordingContext();
    expect(bannerLayout(ctx, 1000, 1000, settings({ bannerAlign: 'left' }))?.x).toBe(20);
    expect(bannerLayout(ctx, 1000, 1000, settings({ bannerAlign: 'right' }))?.x).toBe(980);
  });

  it('shrinks text that cannot fit, so nothing leaves the image', () => {
    const { ctx } = recordingContext();
    const text = 'Sale '.repeat(200);
    const layout = bannerLayout(
      ctx,
      400,
      400,
      settings({ bannerText: text, bannerFontScale: 1.8 }),
    );
    if (!layout) throw new Error('expected a banner');
    expect(layout.textSize).toBeLessThan(36);
    expect(layout.top).toBeGreaterThanOrEqual(16);
    expect(layout.top + layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(
      400 - 16 + 0.01,
    );
  });

  it('puts a strip of the chosen height at the bottom, text centred in it', () => {
    const { ctx } = recordingContext();
    const layout = bannerLayout(
      ctx,
      1080,
      1080,
      settings({ bannerMode: 'strip', bannerText: 'Offer' }),
    );
    expect(layout?.strip).toMatchObject({ x: 0, width: 1080, fill: '#000000' });
    expect(layout?.strip?.height).toBeCloseTo(0.18 * 1080);
    expect((layout?.strip?.y ?? 0) + (layout?.strip?.height ?? 0)).toBeCloseTo(1080);
    const middle = (layout?.top ?? 0) + (layout?.lineHeight ?? 0) / 2;
    expect(middle).toBeCloseTo(1080 - (0.18 * 1080) / 2);
  });

  it('uses 55% black for a strip without a colour and grows the strip to fit its text', () => {
    const { ctx } = recordingContext();
    const layout = bannerLayout(
      ctx,
      1080,
      1080,
      settings({
        bannerMode: 'strip',
        stripColor: '',
        bannerStripHeightPct: 0.06,
        bannerText: 'Two\nlines',
      }),
    );
    expect(layout?.strip?.fill).toBe('rgba(0, 0, 0, 0.55)');
    expect(layout?.strip?.height).toBeGreaterThan(2 * (layout?.lineHeight ?? 0));
  });

  it('moves the text by the position slider as a share of the height', () => {
    const { ctx } = recordingContext();
    const centred = bannerLayout(
      ctx,
      1000,
      1000,
      settings({ bannerMode: 'full', bannerText: 'Hi' }),
    );
    const raised = bannerLayout(
      ctx,
      1000,
      1000,
      settings({ bannerMode: 'full', bannerText: 'Hi', bannerTextOffsetPct: -0.2 }),
    );
    expect((centred?.top ?? 0) - (raised?.top ?? 0)).toBeCloseTo(200);
  });
});

describe('logoRect', () => {
  it('is absent when the logo is off or missing (spec §5)', () => {
    expect(logoRect(1080, 1080, settings({ logoEnabled: false }), logo)).toBeNull();
    expect(logoRect(1080, 1080, settings(), null)).toBeNull();
  });

  it('takes the logo-size share of the width, keeps the aspect and scales paddings', () => {
    expect(logoRect(1080, 1080, settings(), logo)).toEqual({
      x: 12,
      y: 12,
      width: 129.6,
      height: 64.8,
    });
    const uhd = logoRect(3840, 2160, settings({ logoAlign: 'right' }), logo);
    expect(uhd?.width).toBeCloseTo(460.8);
    expect(uhd?.x).toBeCloseTo(3840 - 460.8 - 12 * (3840 / 1080));
    expect(logoRect(1000, 1000, settings({ logoAlign: 'center' }), logo)?.x).toBeCloseTo(440);
  });

  it('caps a tall logo at 40% of the height', () => {
    const tall = { ...logo, width: 100, height: 1000 };
    const rect = logoRect(1920, 1080, settings({ logoScalePct: 0.3 }), tall);
    expect(rect?.height).toBeCloseTo(432);
    expect(rect?.width).toBeCloseTo(43.2);
  });
});

describe('drawOverlay', () => {
  it('dims the frame in full mode, then the logo, then the text', () => {
    const { ctx, ops } = recordingContext();
    drawOverlay(ctx, {
      width: 800,
      height: 800,
      settings: settings({ bannerMode: 'full', bannerText: 'Shubh Deepavali' }),
      logo,
      watermark: false,
    });
    expect(ops.map((o) => o.op)).toEqual(['rect', 'image', 'text']);
    expect(ops[0]).toMatchObject({
      x: 0,
      y: 0,
      width: 800,
      height: 800,
      fillStyle: 'rgba(0, 0, 0, 0.6)',
    });
    expect(ops[2]).toMatchObject({ fillStyle: '#ffffff', textAlign: 'center', direction: 'ltr' });
  });

  it('draws an Urdu line right to left, keeping the chosen alignment', () => {
    const { ctx, ops } = recordingContext();
    drawOverlay(ctx, {
      width: 800,
      height: 800,
      settings: settings({ bannerText: 'Sale 50%\nعید مبارک!', bannerAlign: 'right' }),
      watermark: false,
    });
    const lines = ops.flatMap((o) => (o.op === 'text' ? [[o.text, o.direction, o.textAlign]] : []));
    expect(lines).toEqual([
      ['Sale 50%', 'ltr', 'right'],
      ['عید مبارک!', 'rtl', 'right'],
    ]);
  });

  it('draws nothing for a blank banner with no logo and no watermark', () => {
    const { ctx, ops } = recordingContext();
    drawOverlay(ctx, {
      width: 800,
      height: 800,
      settings: settings({ bannerText: ' ' }),
      watermark: false,
    });
    expect(ops).toEqual([]);
  });

  it("puts the free download's mark on top when it is due, and leaves the context as it found it", () => {
    const { ctx, ops } = recordingContext();
    drawOverlay(ctx, {
      width: 800,
      height: 800,
      settings: settings({ bannerText: 'Sale' }),
      logo,
      watermark: true,
    });
    const texts = ops.filter((o) => o.op === 'text').map((o) => (o.op === 'text' ? o.text : ''));
    expect(texts[0]).toBe('Sale');
    expect(texts).toContain('Made with Stamp');
    expect(texts).not.toContain('PREVIEW');
    expect(ctx.depth()).toBe(0);
  });
});

describe('wrapText', () => {
  const measure = (t: string) => ({ width: [...t].length * 10 });

  it('keeps the user’s line breaks and drops blank lines at the ends', () => {
    expect(wrapText(measure, '\nGood\nMorning\n', 1000)).toEqual(['Good', 'Morning']);
  });

  it('breaks a word wider than the line between grapheme clusters', () => {
    expect(wrapText(measure, 'www.sharmasweets.in', 60)).toEqual([
      'www.sh',
      'armasw',
      'eets.in'.slice(0, 6),
      'n',
    ]);
  });

  it('never splits a Devanagari conjunct', () => {
    const lines = wrapText(measure, 'क्षत्रिय', 20);
    expect(lines.join('')).toBe('क्षत्रिय');
    for (const line of lines) expect(line.normalize()).not.toMatch(/^[\u094d\u093e-\u094c]/);
  });
});
