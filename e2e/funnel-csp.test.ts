import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the browser tests', () => {
  // Issue 12: the page's CSP refused the fetch of a logo's data: URL, and no test noticed.
  it('fail on any Content-Security-Policy violation, even one the page catches', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await page.goto('/about');
    await page.evaluate(() => fetch('data:text/plain,refused').catch(() => 'caught'));
    await expect.poll(() => errors.filter((e) => /CSP/.test(e)).length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/CSP violation: connect-src refused data/);
    await context.close();
  }, 60_000);
});
