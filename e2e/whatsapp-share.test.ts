import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { grantMembership } from './support/membership';
import {
  openPage,
  overflowsSideways,
  SCREENS_DIR,
  screenshot,
  seededImage,
  seriousAxeViolations,
  settle,
  signUpOverApi,
  stamp,
  type TestUser,
} from './support/pages';

// 'Share on WhatsApp' and 'Status size' after a download (issue 18, item 5).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** What the stubbed `navigator.share` was called with, as the page saw it. */
interface ShareCall {
  keys: string[];
  files: { isFile: boolean; name: string; type: string; size: number }[];
  text: string | null;
}

/**
 * Replaces the Web Share API before any script of the page runs: `canShare` answers yes for
 * files, and `share` records each call (a File, its name, type and size, and any text).
 */
function recordShares() {
  const calls: unknown[] = [];
  (window as unknown as { __shares: unknown[] }).__shares = calls;
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => Boolean(data?.files?.length),
  });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      calls.push({
        keys: Object.keys(data).sort(),
        files: (data.files ?? []).map((file) => ({
          isFile: file instanceof File,
          name: file.name,
          type: file.type,
          size: file.size,
        })),
        text: data.text ?? null,
      });
    },
  });
}

const shares = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shares: ShareCall[] }).__shares);

/** A member's page, with its own user agent (an iPhone's for the iOS rule). */
const memberPage = (user: TestUser, width: 390 | 1280, userAgent?: string) =>
  openPage(browser, width, { cookie: user.cookie, ...(userAgent ? { userAgent } : {}) });

async function fileOf(download: Download) {
  const bytes = await readFile(await download.path());
  const meta = await sharp(bytes).metadata();
  return { name: download.suggestedFilename(), width: meta.width, height: meta.height };
}

async function designAndDownload(page: Page, text: string, phone: boolean) {
  await page.goto(`/${seededImage().id}`);
  if (phone) await page.getByRole('button', { name: 'Edit design' }).click();
  await page.getByLabel('Banner text').fill(text);
  await page.getByRole('button', { name: 'Done Editing' }).click();
}

describe('sharing a download on WhatsApp', () => {
  it('without file sharing: downloads the file and opens wa.me with the title and address', async () => {
    const user = await signUpOverApi('Wa Fallback');
    await grantMembership(user);
    const { context, page, errors } = await openPage(browser, 1280, { cookie: user.cookie });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    });
    // WhatsApp's page is not fetched from the test machine: the tab's address is what counts.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await designAndDownload(page, 'Kapoor Sweets · 98100 12345', false);
    const [first] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Downloads 10 left' }).click(),
    ]);
    expect((await fileOf(first)).name).toBe('happy_diwali_wishes_custom.png');

    const whatsApp = page.getByRole('button', { name: 'Share on WhatsApp' });
    await whatsApp.waitFor();
    await settle(page);
    await screenshot(page, 'whatsapp-share-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [tab, again] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForEvent('download'),
      whatsApp.click(),
    ]);
    const link = new URL(tab.url());
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      `Happy Diwali Wishes · made on Stamp: ${stamp().url}/${seededImage().id}`,
    );
    expect(again.suggestedFilename()).toBe('happy_diwali_wishes_custom.png');
    await tab.close();

    // The Status size: 1080×1920, and no second unit of the day's allowance. Its render is held
    // back until the page has shown that it is working.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/status-size', async (route) => {
      await held;
      await route.continue();
    });
    const statusDownload = page.waitForEvent('download');
    const statusButton = page.getByRole('button', { name: 'Status size' });
    await statusButton.click();
    await page.getByRole('status').filter({ hasText: 'Preparing Status size…' }).waitFor();
    expect(await statusButton.getAttribute('aria-busy')).toBe('true');
    expect(await statusButton.getAttribute('aria-disabled')).toBe('true');
    release();
    const status = await statusDownload;
    await status.saveAs(path.join(SCREENS_DIR, 'whatsapp-status-file.png'));
    expect(await fileOf(status)).toEqual({
      name: 'happy_diwali_wishes_custom_status.png',
      width: 1080,
      height: 1920,
    });
    expect(await page.getByRole('button', { name: 'Downloads 9 left' }).isVisible()).toBe(true);
    // Made once: its button goes, the focus moves to sharing it, and WhatsApp gets that file.
    expect(await page.getByRole('button', { name: 'Status size' }).count()).toBe(0);
    expect(await whatsApp.evaluate((button) => button === document.activeElement)).toBe(true);
    const [, statusAgain] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(statusAgain.suggestedFilename()).toBe('happy_diwali_wishes_custom_status.png');
    const me = await fetch(`${stamp().url}/api/v1/user/get-user`, {
      headers: { cookie: user.cookie },
    });
    expect(
      ((await me.json()) as { data: { downloads: { count: number } } }).data.downloads.count,
    ).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('on an iPhone: hands the share sheet the file alone, without text', async () => {
    const user = await signUpOverApi('Wa iPhone');
    await grantMembership(user);
    const { context, page, errors } = await memberPage(user, 390, IPHONE_UA);
    await context.addInitScript(recordShares);
    await designAndDownload(page, 'Mehta Opticals', true);
    await page.getByRole('button', { name: 'Downloads 10 left' }).click();
    // A phone's share sheet needs a fresh tap once the file is ready (the existing iOS step).
    await page.getByRole('button', { name: 'Save or share' }).click();
    const whatsApp = page.getByRole('button', { name: 'Share on WhatsApp' });
    await whatsApp.waitFor();
    await settle(page);
    await screenshot(page, 'whatsapp-share-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await whatsApp.click();
    await expect.poll(async () => (await shares(page)).length).toBe(2);
    const sent = (await shares(page))[1];
    expect(sent).toEqual({
      keys: ['files'],
      files: [
        {
          isFile: true,
          name: 'happy_diwali_wishes_custom.png',
          type: 'image/png',
          size: expect.any(Number),
        },
      ],
      text: null,
    });
    expect(sent?.files[0]?.size).toBeGreaterThan(1000);

    // The Status size shows that it works, then goes to the share sheet the same way.
    const statusButton = page.getByRole('button', { name: 'Status size' });
    await statusButton.click();
    await page.getByRole('button', { name: 'Save or share' }).click();
    await whatsApp.click();
    await expect.poll(async () => (await shares(page)).length).toBe(4);
    const status = (await shares(page))[3];
    expect(status?.keys).toEqual(['files']);
    expect(status?.files[0]?.name).toBe('happy_diwali_wishes_custom_status.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('elsewhere: hands the share sheet the file with its caption', async () => {
    const user = await signUpOverApi('Wa Android');
    await grantMembership(user);
    const { context, page, errors } = await memberPage(user, 1280);
    await context.addInitScript(recordShares);
    await designAndDownload(page, 'Rao Traders', false);
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Downloads 10 left' }).click(),
    ]);
    await page.getByRole('button', { name: 'Share on WhatsApp' }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    const [sent] = await shares(page);
    expect(sent?.keys).toEqual(['files', 'text']);
    expect(sent?.files[0]).toMatchObject({ isFile: true, name: 'happy_diwali_wishes_custom.png' });
    expect(sent?.text).toBe(
      `Happy Diwali Wishes · made on Stamp: ${stamp().url}/${seededImage().id}`,
    );

    // The link's 3 uses spent elsewhere: the Status size is refused, and the page says why.
    const history = await fetch(`${stamp().url}/api/v1/user/downloads`, {
      headers: { cookie: user.cookie },
    });
    const [made] = ((await history.json()) as { data: { url: string }[] }).data;
    for (let use = 0; use < 2; use++) {
      const file = await fetch(`${stamp().url}${made?.url}`, { headers: { cookie: user.cookie } });
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }
    await page.getByRole('button', { name: 'Status size' }).click();
    await page
      .getByText('This download link has expired or been used 3 times.', { exact: false })
      .waitFor();
    // The browser logs the refused request itself; that refusal was the point.
    const refused = errors.findIndex((error) => error.includes('status of 410'));
    expect(refused).toBeGreaterThan(-1);
    errors.splice(refused, 1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('in the custom editor: the same fallback with the site address, and a Status size', async () => {
    const user = await signUpOverApi('Wa Custom');
    await grantMembership(user);
    const { context, page, errors } = await openPage(browser, 390, { cookie: user.cookie });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    await page.goto('/custom-editor');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a file' }).click(),
    ]);
    await chooser.setFiles({ name: 'shop.png', mimeType: 'image/png', buffer: photo });
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Downloads 10 left' }).click(),
    ]);
    const [tab, again] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share on WhatsApp' }).click(),
    ]);
    expect(new URL(tab.url()).searchParams.get('text')).toBe(`Made on Stamp: ${stamp().url}`);
    expect(again.suggestedFilename()).toBe('custom_image.png');
    // Its Status size is composed on this device, the same download: no second unit.
    const [status] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Status size' }).click(),
    ]);
    expect(await fileOf(status)).toEqual({
      name: 'custom_image_status.png',
      width: 1080,
      height: 1920,
    });
    const pixel = async (left: number, top: number) => [
      ...(await sharp(await status.path())
        .extract({ left, top, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer()),
    ];
    // The photo (#0f766e) whole across the width, over a dimmed copy of itself above and below.
    expect(await pixel(540, 960)).toEqual([15, 118, 110]);
    const [, green = 0] = await pixel(540, 100);
    expect(green).toBeGreaterThan(70);
    expect(green).toBeLessThan(100);
    expect(await page.getByRole('button', { name: 'Downloads 9 left' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
