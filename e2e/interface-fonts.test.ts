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

// The interface's web fonts (apps/web/src/main.tsx imports their faces).
const LAST_FONT = /\/assets\/poppins-latin-700-normal-[\w-]+\.woff2$/;
const WEB_FONT = /^(?:Inter|Poppins)\b/;
// Chromium names a drawn face by the file's own family name ("Inter", "Poppins SemiBold").
const drawnIn = (family: 'Inter' | 'Poppins') =>
  expect.arrayContaining([expect.stringMatching(new RegExp(`^${family}\\b`))]);

/** Whether any of the texts was drawn in Inter or Poppins. */
async function drawnInWebFonts(page: Page, selectors: string[]): Promise<boolean> {
  const fonts = await Promise.all(selectors.map((selector) => renderedFonts(page, selector)));
  return fonts.flat().some((family) => WEB_FONT.test(family));
}

/** The interface's faces the browser has loaded, as "family weight". */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded' && /^(?:Inter|Poppins)/.test(face.family))
      .map((face) => `${face.family} ${face.weight}`)
      .sort(),
  );

describe("the interface's web fonts", () => {
  it('draw a server-rendered page only once all three are in, in one go', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(LAST_FONT, async (route) => {
        await held;
        await route.continue();
      });
      // The page's load event, and so its app, waits for the held file: the visit goes on
      // while the checks look at the page as it is.
      const parsed = page.waitForEvent('domcontentloaded');
      const visited = page.goto('/');
      await parsed;
      const texts = ['h1', 'header a[aria-label]', 'main a[href]'];

      // Inter and Poppins 600 are in, Poppins 700 is on its way: the page keeps its stand-ins.
      await expect.poll(() => loadedFaces(page)).toEqual(['Inter Variable 100 900', 'Poppins 600']);
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('web-fonts')),
      ).toBe(false);
      expect(await drawnInWebFonts(page, texts)).toBe(false);

      release();
      await visited;
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('web-fonts')))
        .toBe(true);
      expect(await loadedFaces(page)).toEqual([
        'Inter Variable 100 900',
        'Poppins 600',
        'Poppins 700',
      ]);
      await expect.poll(() => renderedFonts(page, 'h1')).toEqual(drawnIn('Poppins'));
      await expect.poll(() => renderedFonts(page, 'main a[href]')).toEqual(drawnIn('Inter'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are asked for as the document arrives, each once, at the address the stylesheet names', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('web-fonts')))
        .toBe(true);
      // Ahead of the inline stylesheet, so the browser's scanner finds them before reading it.
      const head = await page.evaluate(() =>
        [...document.head.children].map((element) =>
          element.matches('link[rel=preload][as=font]')
            ? `preload ${new URL((element as HTMLLinkElement).href).pathname}`
            : element.tagName.toLowerCase(),
        ),
      );
      const preloads = head.filter((entry) => entry.startsWith('preload ')).map((e) => e.slice(8));
      expect(preloads).toHaveLength(3);
      expect(head.indexOf(`preload ${preloads[2]}`)).toBeLessThan(head.indexOf('style'));
      // A preload at another address than the stylesheet's would fetch each face twice.
      expect(fetched.sort()).toEqual([...preloads].sort());
      expect(warnings.filter((warning) => /preload/i.test(warning))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are drawn on a page the browser renders itself', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => renderedFonts(page, 'h1')).toEqual(drawnIn('Poppins'));
      await expect.poll(() => renderedFonts(page, 'label')).toEqual(drawnIn('Inter'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leave no page on its stand-ins for good when a font cannot be fetched', async () => {
    const { context, page } = await openPage(browser, 390);
    try {
      await page.route(LAST_FONT, (route) => route.abort());
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('web-fonts')))
        .toBe(true);
      await expect.poll(() => renderedFonts(page, 'main a[href]')).toEqual(drawnIn('Inter'));
    } finally {
      await context.close();
    }
  });
});
