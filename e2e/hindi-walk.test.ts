import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { latinWords } from './support/latin-words';
import {
  openPage,
  overflowsSideways,
  screenshot,
  seededImage,
  seriousAxeViolations,
  settle,
  signUpOverApi,
  WIDTHS,
} from './support/pages';

/**
 * Issue 18: one visit in Hindi from the home page to checkout, by clicks, as a free account:
 * home → a design → its editor → the watermarked download → profile → checkout. hindi.test.ts
 * opens each route by its address; this walk also meets what only a visit shows on the way
 * (the editor's sheet, the premium dialog, the download's toast and share actions).
 */

/** The banner a Hindi-speaking shop owner types: Devanagari, with a phone number. */
const BANNER = 'आशा ट्यूशन · 98765 01234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Devanagari set in a font stack without Noto Sans Devanagari, the face the app ships: on a
 * device with no Devanagari font of its own (this Chromium has none) it shows as empty boxes.
 */
function devanagariWithoutFace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!/[\u0900-\u097f]/.test(text) || !parent?.getClientRects().length) continue;
      if (!getComputedStyle(parent).fontFamily.includes('Devanagari')) found.add(text.trim());
    }
    return [...found];
  });
}

/**
 * The page as it is now, in Hindi: no Latin-script word outside the allow-list and the catalog's
 * and the user's own text, Hindi in a font that has its letters, no serious axe finding, nothing
 * wider than the window.
 */
async function inHindi(page: Page, step: string, width: number): Promise<void> {
  await settle(page);
  await screenshot(page, `hi-walk-${step}-${width}`);
  expect(await page.evaluate(() => document.documentElement.lang), step).toBe('hi');
  expect(await latinWords(page), `${step}: Latin-script words`).toEqual([]);
  expect(await devanagariWithoutFace(page), `${step}: Hindi without its font`).toEqual([]);
  expect(await overflowsSideways(page), `${step}: the page scrolls sideways`).toBe(false);
  expect(await seriousAxeViolations(page), `${step}: axe`).toEqual([]);
}

describe('a visit in Hindi, home to checkout', () => {
  for (const width of WIDTHS) {
    it(`home → item → editor → download → profile → checkout at ${width} px`, async () => {
      const phone = width < 640;
      const user = await signUpOverApi('Hindi walk');
      const { context, page, errors } = await openPage(browser, width, {
        language: 'hi',
        cookie: user.cookie,
      });
      try {
        await page.goto('/');
        const trending = page.getByRole('region', { name: 'अभी ट्रेंडिंग' });
        const design = trending.getByRole('link', { name: new RegExp(seededImage().title) });
        await design.first().waitFor();
        await page.getByRole('heading', { level: 2, name: 'हमारी कैटेगरी' }).waitFor();
        await inHindi(page, 'home', width);

        await design.first().click();
        await page.getByRole('heading', { level: 1, name: seededImage().title }).waitFor();
        await page.getByRole('region', { name: 'जानकारी' }).waitFor();
        await inHindi(page, 'item', width);

        // On a phone the editor is a sheet over the design; on a laptop, the panel beside it.
        if (phone) await page.getByRole('button', { name: 'डिज़ाइन बदलें' }).click();
        await page.getByLabel('बैनर का टेक्स्ट').fill(BANNER);
        await page.getByRole('img', { name: /आपके लोगो और बैनर के साथ/ }).waitFor();
        await inHindi(page, 'editor', width);

        await page.getByRole('button', { name: 'एडिटिंग पूरी हुई' }).click();
        await page.getByRole('button', { name: 'डाउनलोड करें', exact: true }).click();
        const premium = page.getByRole('dialog', { name: 'प्रीमियम मेंबरशिप ज़रूरी है' });
        await premium.waitFor();
        await inHindi(page, 'premium-dialog', width);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          premium.getByRole('button', { name: 'वॉटरमार्क के साथ डाउनलोड करें' }).click(),
        ]);
        const file = await sharp(await readFile(await download.path())).metadata();
        expect(download.suggestedFilename()).toMatch(/_custom\.png$/);
        expect(file.format).toBe('png');
        // The toast that says so (read at once: it goes after 4 s), and the share actions.
        const toast = page.locator('[data-sonner-toast]');
        await toast.waitFor();
        expect(await toast.innerText()).toBe('वॉटरमार्क के साथ डाउनलोड हो गया');
        await page.getByRole('button', { name: 'WhatsApp पर शेयर करें' }).waitFor();
        await inHindi(page, 'downloaded', width);

        // The item page has its own slim bar: home by the logo, then the header's profile link.
        await page
          .getByRole('navigation', { name: 'डिज़ाइन' })
          .getByRole('link', { name: 'Stamp होम' })
          .click();
        await page.getByRole('link', { name: 'आपकी प्रोफ़ाइल' }).click();
        await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'मेंबरशिप' }).waitFor();
        await inHindi(page, 'profile', width);

        await page.getByRole('link', { name: 'प्लान खरीदें' }).click();
        await page.getByRole('heading', { level: 1, name: 'अपना प्लान चुनें' }).waitFor();
        await page.getByRole('radio').first().waitFor({ state: 'attached' });
        await inHindi(page, 'checkout', width);

        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
