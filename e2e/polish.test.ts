import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage, screenshot, seededImage, signUpOverApi, WIDTHS } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('at %i px', (width) => {
  it("scrolls the home page to its foot without the page's lower parts moving", async () => {
    const { context, page, errors } = await openPage(browser, width);
    try {
      // Shifts not caused by the reader's input: a scroll does not count as input, so a part
      // arriving above what is on screen while the reader scrolls shows here (the questions,
      // once, pushed the footer off the screen).
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput && shift.value > 0.01) shifts.push(shift.value.toFixed(3));
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      for (let step = 0; step < 30; step++) {
        await page.mouse.wheel(0, 600);
        // sleep-allowed: a fast reader's pace, so that lazy parts arrive while the page scrolls
        await page.waitForTimeout(60);
      }
      await page.getByRole('form', { name: 'Request for Custom Work' }).waitFor();
      await page.locator('#faq-title').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
        [],
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows no breadcrumb trail made of a bogus path on the not-found page', async () => {
    const { context, page, errors } = await openPage(browser, width);
    try {
      // Not even for a frame: the browser renders a 404 anew over the server's HTML, and a trail
      // it painted and then took back would be caught here.
      await page.addInitScript(() => {
        const seen = () => document.querySelector('nav[aria-label="Breadcrumb"]') !== null;
        const record = () => {
          if (seen()) document.documentElement.dataset.crumbsSeen = 'yes';
        };
        new MutationObserver(record).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/this/does/not/exist');
      await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.dataset.crumbsSeen),
      ).toBeUndefined();
      // A real page still has its trail after the 404 (the not-found state does not stick).
      await page.goto('/terms-and-condition');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells a non-member who opened the custom editor why they see the plans', async () => {
    const user = await signUpOverApi('Uploader');
    const { context, page, errors } = await openPage(browser, width, { cookie: user.cookie });
    try {
      await page.goto('/');
      await page
        .getByRole('link', { name: /Upload your own/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
      const note = page.getByRole('note');
      expect(await note.textContent()).toMatch(/custom editor.*part of membership/i);
      // From anywhere else the plans are shown without it. (Home first: Chromium keeps the
      // history entry's state when a page is loaded again at its own address.)
      await page.goto('/');
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
      expect(await page.getByRole('note').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says "Test payments" on every page while the sandbox runs, and wraps the banner whole', async () => {
    const { context, page, errors } = await openPage(browser, width);
    try {
      for (const path of ['/', `/${seededImage().id}`, '/login']) {
        await page.goto(path);
        await page
          .getByRole('status')
          .filter({ hasText: 'Test payments: no money moves' })
          .waitFor();
      }
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Announcement' }).locator('p');
      await banner.waitFor();
      // The whole text shows: nothing is clipped by an ellipsis or overflow.
      const clipped = await banner.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
      expect(clipped).toBe(false);
      expect(await banner.evaluate((node) => getComputedStyle(node).textOverflow)).not.toBe(
        'ellipsis',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps every field of the sandbox payment window inside it', async () => {
    const user = await signUpOverApi('Sandbox');
    const { context, page, errors } = await openPage(browser, width, { cookie: user.cookie });
    try {
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stamp' });
      await dialog.getByLabel('CVV').waitFor();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      for (const label of ['Card number', 'Expiry', 'CVV']) {
        const field = await dialog.getByLabel(label).boundingBox();
        expect(field, label).not.toBeNull();
        if (box && field)
          expect(field.x + field.width, label).toBeLessThanOrEqual(box.x + box.width);
      }
      await screenshot(page, `sandbox-${width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
