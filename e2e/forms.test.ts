import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage } from './support/pages';
import { scrollToFoot } from './support/routes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The message of the next window.alert, which is then dismissed. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

describe('the footer’s Request for Custom Work form', () => {
  it('alerts on an empty e-mail, says why an address is refused and thanks for a good one', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto('/terms-and-condition');
      // The form comes as the footer nears the screen (Footer.tsx), as a reader scrolls down.
      expect(await page.getByRole('form', { name: 'Request for Custom Work' }).count()).toBe(0);
      await scrollToFoot(page, 'Request for Custom Work');
      const form = page.getByRole('form', { name: 'Request for Custom Work' });
      const email = form.getByLabel('Your email');
      const send = form.getByRole('button', { name: 'Send' });

      const alert = nextAlert(page);
      await send.click();
      expect(await alert).toBe('Please enter a valid email');

      // Not an address: the visitor is told what is wrong, not that "subscription failed".
      for (const typo of ['shop@', 'sweets shop']) {
        await email.fill(typo);
        await send.click();
        await expect
          .poll(() => form.getByRole('alert').textContent())
          .toBe('Please enter a valid email');
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        expect(await email.inputValue()).toBe(typo);
      }
      // An address only the server can refuse: its field message is shown the same way.
      await email.fill('owner@sweets.x');
      await send.click();
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe('Please enter a valid email');
      expect(await page.getByText('Subscription failed, try again.').count()).toBe(0);
      // The server's refusal is the only failed request (Chromium logs a 400 as an error).
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/400.*\/api\/v1\/user\/add-news-letter/);
      errors.length = 0;

      await email.fill('owner@sweets-shop.test');
      await send.click();
      const toast = page.getByText('Subscribed successfully!');
      await toast.waitFor();
      expect(await email.inputValue()).toBe('');
      expect(await form.getByRole('alert').count()).toBe(0);
      // Toasts sit at the top centre, never over a call to action at the bottom or the side.
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (box && viewport) {
        expect(box.y).toBeLessThan(viewport.height / 4);
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the contact page', () => {
  it('checks the fields, sends the message and thanks the visitor for 5 seconds', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      // A controllable clock, so the 5 seconds of the notice pass without waiting for them.
      await page.clock.install();
      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Send us a message' });
      const send = form.getByRole('button', { name: 'Send Message' });

      await send.click();
      await form.getByText('Name is required').waitFor();
      expect(await form.getByText('Message is required').isVisible()).toBe(true);

      await form.getByLabel('Name').fill('Priya Sharma');
      await form.getByLabel('Email').fill('priya@sweets-shop.test');
      await form.getByLabel('Message').fill('Can you make a Diwali poster in Marathi for my shop?');

      // From here the page's time moves only when the test moves it, in 50 ms steps until the
      // notice shows: its 5 seconds then start within the last step.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await send.click();
      const thanks = page.getByText('Thank you for contacting us! We will reply within 24 hours.');
      for (let step = 0; step < 400 && !(await thanks.isVisible()); step++) {
        await page.clock.runFor(50);
      }
      expect(await thanks.isVisible()).toBe(true);
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      expect(await form.getByLabel('Message').inputValue()).toBe('');

      await page.clock.runFor(4_900);
      expect(await thanks.isVisible()).toBe(true);
      await page.clock.runFor(200);
      await thanks.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
