import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectConsoleErrors } from './support/console';
import { actWhenInteractive } from './support/interactive';
import { seededImage, stamp } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PREVIEW = /\/media\/public\/previews\/[\w-]+\.webp$/;

/** The item page's previews a screen fetched, and the picture's choice of sizes. */
async function previewsFetched(screen: { width: number; height: number; scale: number }) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
    isMobile: screen.width < 640,
    hasTouch: screen.width < 640,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    actWhenInteractive(page);
    const errors = collectConsoleErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (PREVIEW.test(url.pathname)) fetched.push(url.pathname);
    });
    const response = await page.goto(`${stamp().url}/${seededImage().id}`);
    const html = (await response?.text()) ?? '';
    const picture = page.locator('img[fetchpriority="high"]').first();
    const srcset = (await picture.getAttribute('srcset')) ?? '';
    await page.waitForLoadState('networkidle');
    return { fetched: [...new Set(fetched)], srcset, html, errors };
  } finally {
    await context.close();
  }
}

describe("the item page's picture", () => {
  it('comes at phone size to a phone, and at full size to a sharp wide screen', async () => {
    const phone = await previewsFetched({ width: 390, height: 844, scale: 1.75 });
    // The phone's file and the full one, by their pixel widths (a square design: 720 and 1080).
    const [phoneFile, fullFile] = phone.srcset.split(', ').map((choice) => choice.split(' ')[0]);
    expect(phone.srcset).toMatch(/ 720w, .+ 1080w$/);
    expect(phoneFile).toMatch(PREVIEW);
    expect(fullFile).toMatch(PREVIEW);
    expect(phone.fetched).toEqual([phoneFile]);
    // The page's head preloads the same choice, so the browser starts the right file at once.
    expect(phone.html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]* 720w, /);
    expect(phone.errors).toEqual([]);

    const laptop = await previewsFetched({ width: 1280, height: 800, scale: 2 });
    expect(laptop.fetched).toEqual([fullFile]);
    expect(laptop.errors).toEqual([]);
  });
});
