import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { renderedFonts } from './support/fonts';
import { openPage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Lighthouse's phone (its mobile preset), whose Devanagari face is Android's Noto Sans Devanagari.
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko)' +
  ' Chrome/120.0.0.0 Mobile Safari/537.36';
const FACE_FILE = /\/assets\/noto-sans-devanagari-devanagari-(?:400|600)-normal-[\w-]+\.woff2$/;

/** Waits until the page's heading is drawn in Noto Sans Devanagari, in any of its weights. */
function headingDrawnInNoto(page: Page) {
  return expect
    .poll(() => renderedFonts(page, 'h1'))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^Noto Sans Devanagari\b/)]));
}

/**
 * When (page clock, ms) the page loaded, the pictures it loaded with arrived, and the Devanagari
 * faces were asked for.
 */
function resourceTimes(page: Page) {
  return page.evaluate((faceSource) => {
    const face = new RegExp(faceSource);
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventEnd ?? Number.NaN,
      pictures: resources
        // Those its <img> elements asked for, and those the page preloaded (the first screen's).
        .filter(
          (entry) =>
            (entry.initiatorType === 'img' ||
              (entry.initiatorType === 'link' && entry.name.includes('/media/'))) &&
            entry.startTime < (navigation?.loadEventEnd ?? 0),
        )
        .map((entry) => entry.responseEnd),
      faces: resources.filter((entry) => face.test(entry.name)).map((entry) => entry.startTime),
    };
  }, FACE_FILE.source);
}

describe("the interface's Devanagari faces", () => {
  it("are asked for after a Hindi page's pictures, then draw its heading", async () => {
    const { context, page, errors } = await openPage(browser, 390, {
      cookie: 'language=hi',
      language: 'hi',
    });
    try {
      const early: string[] = [];
      page.on('request', (request) => {
        if (FACE_FILE.test(request.url())) early.push(request.url());
      });
      const response = await page.goto('/', { waitUntil: 'commit' });
      // No preload of them with the page (they once came in its Link header).
      expect(response?.headers().link ?? '').not.toMatch(/devanagari/);
      await page.waitForLoadState('load');

      await expect.poll(async () => (await resourceTimes(page)).faces.length).toBe(2);
      const { loaded, pictures, faces } = await resourceTimes(page);
      expect(pictures.length).toBeGreaterThan(0);
      for (const asked of faces) {
        expect(asked).toBeGreaterThan(loaded);
        expect(asked).toBeGreaterThan(Math.max(...pictures));
      }
      expect(early).toHaveLength(2);

      // Once they are in, the Hindi heading is drawn in Noto Sans Devanagari, not as boxes
      // (this machine has no Devanagari face of its own).
      await headingDrawnInNoto(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draw Hindi on a page the browser renders itself, declared when the app starts', async () => {
    const { context, page, errors } = await openPage(browser, 390, {
      cookie: 'language=hi',
      language: 'hi',
    });
    try {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await headingDrawnInNoto(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are never fetched on an Android phone, which draws Hindi in its own Noto', async () => {
    const { context, page, errors } = await openPage(browser, 390, {
      cookie: 'language=hi',
      language: 'hi',
      userAgent: ANDROID_PHONE,
    });
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (FACE_FILE.test(request.url())) asked.push(request.url());
      });
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(
        await page.evaluate(
          () => [...document.fonts].filter((face) => face.family.includes('Devanagari')).length,
        ),
      ).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("are not fetched for an English page, whose only Hindi is the language switch's", async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (FACE_FILE.test(request.url())) asked.push(request.url());
      });
      await page.goto('/about');
      // The footer, built after the first render, offers "हिन्दी" in its own words.
      await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // Until the visitor switches: the Hindi interface is drawn in them.
      await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
      await headingDrawnInNoto(page);
      expect(asked).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
