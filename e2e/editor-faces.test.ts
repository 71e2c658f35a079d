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
      expect(errors).toEqual([]);
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
