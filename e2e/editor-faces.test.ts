import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage, seededImage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The state of the editor's faces of one family, as the page's FontFaceSet has them. */
const facesOf = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === name)
        .map((face) => face.status),
    family,
  );

/**
 * The faces Chromium drew the banner field's text with (DevTools' "rendered fonts"): its text
 * sits in the field's own shadow tree.
 */
async function fieldFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    type Node = typeof root;
    const descendants = (node: Node): Node[] => [
      node,
      ...(node.children ?? []).flatMap(descendants),
      ...(node.shadowRoots ?? []).flatMap(descendants),
    ];
    const field = descendants(root).find((node) => node.nodeName === 'TEXTAREA');
    const texts = field ? descendants(field).filter((node) => node.nodeName === '#text') : [];
    const families = new Set<string>();
    for (const text of texts) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: text.nodeId });
      for (const font of fonts) families.add(font.familyName);
    }
    return [...families];
  } finally {
    await cdp.detach();
  }
}

describe("the editor's banner faces", () => {
  it('are declared only once a banner needs them, and then the text’s own script face loads', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto(`/${seededImage().id}`);
      await page.getByRole('button', { name: 'Edit design' }).click();
      await page.getByLabel('Banner text').waitFor();
      // An empty banner draws nothing: none of the 135 faces is even declared yet.
      expect(await facesOf(page, 'Noto Sans Tamil')).toEqual([]);

      await page.getByLabel('Banner text').fill('வணக்கம் Chennai');
      await expect.poll(() => facesOf(page, 'Noto Sans Tamil')).toContain('loaded');
      // Declared, not fetched: a script the text does not use stays unloaded.
      expect(await facesOf(page, 'Noto Sans Bengali')).not.toContain('loaded');
      // The text field itself shows the Tamil in its face, not as boxes: this machine, like many
      // desktops, has no Tamil font of its own.
      await expect
        .poll(() => fieldFonts(page))
        .toEqual(expect.arrayContaining(['Noto Sans Tamil', 'Inter']));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leave the banner drawn in a stand-in face when their file cannot load, asking again on the next edit', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      let asked = 0;
      await page.route(/\/assets\/editor-fonts-[\w-]+\.(?:js|css)$/, (route) => {
        asked += 1;
        return route.abort('internetdisconnected');
      });
      // Counts the preview's draws (each starts by clearing the canvas).
      await page.addInitScript(() => {
        const clear = CanvasRenderingContext2D.prototype.clearRect;
        CanvasRenderingContext2D.prototype.clearRect = function (...args) {
          document.documentElement.dataset.draws = String(
            Number(document.documentElement.dataset.draws ?? 0) + 1,
          );
          return clear.apply(this, args);
        };
      });
      const draws = () => page.evaluate(() => Number(document.documentElement.dataset.draws ?? 0));
      await page.goto(`/${seededImage().id}`);
      await page.getByRole('button', { name: 'Edit design' }).click();
      await page.getByLabel('Banner text').fill('Offline Florist');
      const preview = page.locator('canvas[role="img"]').first();
      await expect
        .poll(() =>
          preview.evaluate((canvas: HTMLCanvasElement) => {
            const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
            return pixels
              ? pixels.data.some((value, index) => index % 4 === 3 && value > 0)
              : false;
          }),
        )
        .toBe(true);
      // No loop of retries and redraws while nothing changes.
      // sleep-allowed: lets the typing's last draws finish before counting
      await page.waitForTimeout(500);
      const [settledAsks, settledDraws] = [asked, await draws()];
      // sleep-allowed: proves that nothing is asked or drawn again for a second
      await page.waitForTimeout(1000);
      expect([asked, await draws()]).toEqual([settledAsks, settledDraws]);
      expect(await facesOf(page, 'Dancing Script')).toEqual([]);
      // The only errors are about the refused requests themselves.
      expect(
        errors.filter(
          (error) =>
            !/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(error) &&
            // Vite's preload helper reports the stylesheet it could not fetch as an unhandled
            // rejection of its own, beside the one the app handles.
            !/^Unable to preload CSS for .*\/editor-fonts-/.test(error),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are declared when the font picker is reached, so each name shows in its face', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto(`/${seededImage().id}`);
      await page.getByRole('button', { name: 'Edit design' }).click();
      await page.getByLabel('Font', { exact: true }).focus();
      await expect
        .poll(async () => (await facesOf(page, 'Dancing Script')).length)
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
