import { createCanvas } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDesignLayer } from '../apps/server/src/adapters/media/download-render';
import { SCRIPT_SAMPLES } from '../packages/shared/src/compose/testing/script-samples';
import type { EditorFontValue } from '../packages/shared/src/editor/fonts';
import { EDITOR_DEFAULTS, type EditorSettings } from '../packages/shared/src/editor/settings';
import { paintBase } from './parity/base-pattern';
import type { ParityInput } from './parity/harness-entry';
import { type OverlayHarness, startOverlayHarness } from './parity/harness-server';
import { launchBrowser } from './support/browser';

/**
 * DESIGN.md principle 3: the preview is the download. The same designs are drawn by the shared
 * overlay function in Chromium (as the editor does) and on the server's canvas (as a download
 * render does), over the same base, with the same font files; their pixels must agree to within
 * a mean absolute error of MAX_MEAN_ERROR per channel (0–255). Anti-aliasing and hinting differ a
 * little between the two Skia builds; a wrong face, size, wrap or position moves far more.
 */
const MAX_MEAN_ERROR = 1.5;

let harness: OverlayHarness;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  harness = await startOverlayHarness();
  browser = await launchBrowser();
  page = await browser.newPage({ serviceWorkers: 'block' });
  await page.goto(harness.url);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

async function browserPixels(input: ParityInput): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    (i) => (window as unknown as { renderDesign(i: ParityInput): Promise<string> }).renderDesign(i),
    input,
  );
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return sharp(png).ensureAlpha().raw().toBuffer();
}

async function serverPixels(input: ParityInput): Promise<Buffer> {
  const canvas = createCanvas(input.width, input.height);
  const ctx = canvas.getContext('2d');
  paintBase(ctx as unknown as Parameters<typeof paintBase>[0], input.width, input.height);
  const layer = await drawDesignLayer({
    width: input.width,
    height: input.height,
    settings: input.settings,
    logo: input.logoDataUrl
      ? Buffer.from(input.logoDataUrl.slice(input.logoDataUrl.indexOf(',') + 1), 'base64')
      : null,
    watermark: input.watermark,
  });
  ctx.drawImage(layer, 0, 0);
  return Buffer.from(ctx.getImageData(0, 0, input.width, input.height).data);
}

/** Mean absolute difference per colour channel, and the share of pixels that differ by > 64. */
function compare(a: Buffer, b: Buffer) {
  let sum = 0;
  let far = 0;
  for (let i = 0; i < a.length; i += 4) {
    let pixel = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      sum += d;
      pixel = Math.max(pixel, d);
    }
    if (pixel > 64) far += 1;
  }
  return { mean: sum / ((a.length / 4) * 3), farShare: far / (a.length / 4) };
}

const logoPng = async () =>
  `data:image/png;base64,${(
    await sharp({
      create: {
        width: 240,
        height: 120,
        channels: 4,
        background: { r: 225, g: 29, b: 72, alpha: 0.9 },
      },
    })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const design = (patch: Partial<EditorSettings>): EditorSettings => ({
  ...EDITOR_DEFAULTS,
  ...patch,
});

describe('the preview is the download', () => {
  const cases: Array<[string, () => Promise<ParityInput>]> = [
    [
      'English text in a strip, Poppins bold, with a logo',
      async () => ({
        width: 720,
        height: 720,
        settings: design({
          bannerText: 'Sharma Sweets · 98765 43210',
          bannerMode: 'strip',
          bannerFontFamily: 'Poppins',
          bannerFontWeight: 700,
        }),
        logoDataUrl: await logoPng(),
        watermark: false,
      }),
    ],
    [
      'Hindi text on the picture (Devanagari fallback), wrapped, aligned left',
      async () => ({
        width: 540,
        height: 960,
        settings: design({
          bannerText: 'शुभ दीपावली! आपके परिवार को ढेर सारी शुभकामनाएँ',
          bannerFontFamily: 'sans-serif',
          bannerAlign: 'left',
          bannerFontScale: 1.4,
        }),
        logoDataUrl: null,
        watermark: false,
      }),
    ],
    [
      'full mode in Georgia (Gelasio) with the watermark',
      async () => ({
        width: 720,
        height: 720,
        settings: design({
          bannerText: 'Grand Opening\nThis Sunday',
          bannerMode: 'full',
          bannerFontFamily: 'Georgia',
          bannerTextColor: '#fde047',
          bannerTextOffsetPct: -0.1,
        }),
        logoDataUrl: await logoPng(),
        watermark: true,
      }),
    ],
    [
      'Urdu right to left: a wrapped paragraph that starts with a price, then an English line',
      async () => ({
        width: 540,
        height: 960,
        settings: design({
          bannerText: '۲۰٪ رعایت! عید مبارک، شرما مٹھائی والے کی طرف سے\nSharma Sweets 98765 43210',
          bannerMode: 'strip',
          bannerAlign: 'right',
          // Nastaliq ships 400–700: both canvases must pick 700 for 800.
          bannerFontWeight: 800,
          bannerFontScale: 1.3,
        }),
        logoDataUrl: await logoPng(),
        watermark: false,
      }),
    ],
  ];

  // One banner per script face after Devanagari (script-fonts.ts): in turn on the picture, in a
  // strip and full frame, after three different chosen faces, at light, regular and heavy
  // weights, wrapped on a story frame or on one line of a square.
  const MODES = ['text', 'strip', 'full'] as const;
  const FACES: EditorFontValue[] = ['sans-serif', 'Poppins', 'Georgia'];
  const WEIGHTS = [300, 600, 900];
  Object.entries(SCRIPT_SAMPLES)
    .filter(([script]) => script !== 'Devanagari')
    .forEach(([script, text], i) => {
      const story = i % 2 === 0;
      cases.push([
        `${script}: ${MODES[i % 3]} mode after ${FACES[i % 3]}, weight ${WEIGHTS[i % 3]}`,
        async () => ({
          width: story ? 540 : 720,
          height: story ? 960 : 720,
          settings: design({
            bannerText: text,
            bannerMode: MODES[i % 3],
            bannerFontFamily: FACES[i % 3],
            bannerFontWeight: WEIGHTS[i % 3],
            bannerFontScale: story ? 1.6 : 1,
          }),
          logoDataUrl: null,
          watermark: false,
        }),
      ]);
    });

  for (const [name, input] of cases) {
    it(name, async () => {
      const i = await input();
      const [inBrowser, onServer] = await Promise.all([browserPixels(i), serverPixels(i)]);
      const { mean, farShare } = compare(inBrowser, onServer);
      expect(mean).toBeLessThanOrEqual(MAX_MEAN_ERROR);
      expect(farShare).toBeLessThan(0.01);
    }, 30_000);
  }

  it('notices a wrong face (the check can fail)', async () => {
    const i: ParityInput = {
      width: 720,
      height: 720,
      settings: design({ bannerText: 'Sharma Sweets · 98765 43210', bannerMode: 'strip' }),
      logoDataUrl: null,
      watermark: false,
    };
    const inBrowser = await browserPixels(i);
    const onServer = await serverPixels({
      ...i,
      settings: { ...i.settings, bannerFontFamily: 'Courier New' },
    });
    expect(compare(inBrowser, onServer).mean).toBeGreaterThan(MAX_MEAN_ERROR);
  }, 30_000);
});
