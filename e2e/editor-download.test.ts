import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { grantMembership } from './support/membership';
import { openPage, seededImage, signUpOverApi, stamp } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Types a banner and leaves editing mode, on a desktop-sized page. */
async function design(page: Page, text: string): Promise<void> {
  await page.getByLabel('Banner text').fill(text);
  await page.getByRole('button', { name: 'Done Editing' }).click();
}

async function downloadedPng(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), meta: await sharp(bytes).metadata() };
}

describe('downloading a design', () => {
  it('sends a visitor to log in, then downloads by itself with the design kept', async () => {
    const user = await signUpOverApi('Resume');
    await grantMembership(user);
    const { context, page, errors } = await openPage(browser, 1280);
    await page.goto(`/${seededImage().id}`);
    await design(page, 'Asha Tuition · 98765 01234');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const file = await downloadedPng(page, () =>
      page.getByRole('button', { name: 'Login', exact: true }).click(),
    );
    expect(page.url()).toMatch(new RegExp(`/${seededImage().id}$`));
    expect(file.name).toMatch(/_custom\.png$/);
    expect(file.meta.format).toBe('png');
    await expect
      .poll(() => page.getByRole('button', { name: /Downloads \d+ left/ }).textContent())
      .toBe('Downloads 9 left');
    await page.getByRole('button', { name: 'Edit design' }).first().click();
    expect(await page.getByLabel('Banner text').inputValue()).toBe('Asha Tuition · 98765 01234');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('offers a non-member membership or the watermarked file', async () => {
    const user = await signUpOverApi('Free');
    const { context, page, errors } = await openPage(browser, 390, { cookie: user.cookie });
    await page.goto(`/${seededImage().id}`);
    await page.getByRole('button', { name: 'Edit design' }).click();
    await page.getByLabel('Banner text').fill('Free design');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.getByRole('button', { name: 'Done Editing' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Premium Membership Required' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Buy Subscription' }).isVisible()).toBe(true);
    const file = await downloadedPng(page, () =>
      dialog.getByRole('button', { name: 'Download with Watermark' }).click(),
    );
    expect(file.meta.format).toBe('png');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('says so when a member has no downloads left today', async () => {
    const user = await signUpOverApi('Limit');
    await grantMembership(user);
    // Use up the day's 10 downloads over the API.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(
        `${stamp().url}/api/v1/user/download-creative/${seededImage().id}`,
        {
          method: 'POST',
          headers: { cookie: user.cookie },
        },
      );
      expect(response.status).toBe(200);
    }
    const { context, page } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto(`/${seededImage().id}`);
    await page.getByRole('button', { name: 'Done Editing' }).click();
    const button = page.getByRole('button', { name: 'No downloads left' });
    expect(await button.isDisabled()).toBe(true);
    await context.close();
  }, 60_000);
});
