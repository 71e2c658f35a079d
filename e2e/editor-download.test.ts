import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { grantMembership } from './support/membership';
import { openPage, seededImage, settle, signUpOverApi, stamp } from './support/pages';

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

/** The IndexedDB record of the visitor's logo, as its size in bytes, or null. */
const storedLogoSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('stamp');
        // Looking must not create the database the page would have made.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('visitor-logo')) return resolve(null);
          const get = db.transaction('visitor-logo').objectStore('visitor-logo').get('logo');
          get.onsuccess = () =>
            resolve((get.result as { blob?: Blob } | undefined)?.blob?.size ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );

const png = (width: number, height: number, noise = false) =>
  (noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 4, background: '#16a34a' } })
  )
    .png()
    .toBuffer();

describe("a visitor's design on its way to an account", () => {
  it('keeps the logo, text, font and style across a reload, and moves the logo to the brand kit at login', async () => {
    const user = await signUpOverApi('Reload');
    const { context, page, errors } = await openPage(browser, 390);
    await page.goto(`/${seededImage().id}`);
    await page.getByRole('button', { name: 'Edit design' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(300, 200),
    });
    await page.getByRole('img', { name: 'Your logo', exact: true }).waitFor();
    await page.getByLabel('Banner text').fill('Reload Florist');
    await page.getByText('Strip', { exact: true }).click();
    await page.getByLabel('Font', { exact: true }).selectOption({ index: 2 });
    const font = await page.getByLabel('Font', { exact: true }).inputValue();
    await expect.poll(() => storedLogoSize(page)).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole('button', { name: 'Edit design' }).click();
    await page.getByRole('img', { name: 'Your logo', exact: true }).waitFor();
    expect(await page.getByLabel('Banner text').inputValue()).toBe('Reload Florist');
    expect(await page.getByRole('radio', { name: 'Strip' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Font', { exact: true }).inputValue()).toBe(font);

    await page.getByRole('button', { name: 'Done Editing' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the design, which now uses the logo from the brand kit.
    await page.getByRole('dialog', { name: 'Premium Membership Required' }).waitFor();
    const kit = await page.request.get('/api/v1/user/brand-kit');
    const logos = ((await kit.json()) as { data: { logos: { _id: string }[] } }).data.logos;
    expect(logos).toHaveLength(1);
    await expect.poll(() => storedLogoSize(page)).toBeNull();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit design' }).click();
    await page.getByRole('button', { name: 'Use this logo', pressed: true }).waitFor();
    expect(await page.getByLabel('Banner text').inputValue()).toBe('Reload Florist');
    expect(await page.getByRole('radio', { name: 'Strip' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Font', { exact: true }).inputValue()).toBe(font);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('refuses a logo over the size cap, saying why', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await page.goto(`/${seededImage().id}`);
    const big = await png(1100, 1100, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await page.locator('input[type=file]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: big,
    });
    await page.getByText('A logo must be at most 2 MB', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: 'Your logo', exact: true }).count()).toBe(0);
    expect(await storedLogoSize(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('says why a download fails when the logo cannot join the brand kit', async () => {
    const user = await signUpOverApi('Full Kit');
    // A brand kit holds at most 10 logos: fill it.
    const logo = await png(64, 64);
    for (let i = 0; i < 10; i++) {
      const form = new FormData();
      form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${stamp().url}/api/v1/user/brand-kit/logos`, {
        method: 'POST',
        headers: { cookie: user.cookie },
        body: form,
      });
      expect(response.status).toBe(201);
    }
    const { context, page } = await openPage(browser, 1280);
    await page.goto(`/${seededImage().id}`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(120, 120),
    });
    await page.getByRole('img', { name: 'Your logo', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done Editing' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Premium Membership Required' });
    await dialog.getByRole('button', { name: 'Download with Watermark' }).click();
    await page
      .getByText(
        'Your logo could not be added to your brand kit: Keep at most 10 logos: delete one first',
      )
      .waitFor();
    // Nothing is lost: the logo is still on the device for another try.
    expect(await storedLogoSize(page)).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});

describe('the item page on phones', () => {
  it('has one bottom action bar, Edit then Download, over nothing the page needs', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    await page.goto(`/${seededImage().id}`);
    const bar = page.getByRole('navigation', { name: 'Design actions' });
    await bar.waitFor();
    const names = await bar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent));
    expect(names).toEqual(['Edit design', 'Download']);
    // Nothing edited yet: no 'Done Editing' to press.
    expect(await page.getByRole('button', { name: 'Done Editing' }).count()).toBe(0);
    // The related row is built as the reader nears it.
    const toEnd = () =>
      page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
    // Scroll again until it is there: the first scroll can land while the design is still
    // loading, and the page grows under it.
    const related = page.getByRole('heading', { name: 'More from Diwali' });
    await expect
      .poll(
        async () => {
          await toEnd();
          return related.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await settle(page);
    await toEnd();

    const layout = await page.evaluate(() => {
      const barBox = document.querySelector('[data-item-actions] nav')?.getBoundingClientRect();
      // Every control fixed to the window, other than the action bar and its sheet.
      const floating = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => getComputedStyle(el).position === 'fixed' && el.offsetHeight > 0)
        .filter((el) => !el.closest('[data-item-actions]'))
        .map((el) => el.outerHTML.slice(0, 80));
      const main = document.querySelector('main');
      const lastContent = Math.max(
        ...Array.from(main?.querySelectorAll('a, button, h1, h2, img, p') ?? [])
          .filter((el) => !el.closest('[data-item-actions]'))
          .map((el) => el.getBoundingClientRect().bottom),
      );
      return { barTop: barBox?.top ?? 0, barWidth: barBox?.width ?? 0, floating, lastContent };
    });
    expect(layout.floating).toEqual([]);
    expect(layout.barWidth).toBe(390);
    // Scrolled to the end, the page's last line sits above the bar, not under it.
    expect(layout.lastContent).toBeLessThanOrEqual(layout.barTop);
    const more = await page.getByRole('link', { name: 'More Diwali designs' }).boundingBox();
    expect((more?.y ?? 0) + (more?.height ?? 0)).toBeLessThanOrEqual(layout.barTop);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('keyboard', () => {
  for (const width of [1280, 390] as const) {
    it(`moves the focus to the download button after Enter on Done Editing (${width} px)`, async () => {
      const { context, page } = await openPage(browser, width);
      await page.goto(`/${seededImage().id}`);
      if (width === 390) await page.getByRole('button', { name: 'Edit design' }).click();
      await page.getByRole('button', { name: 'Done Editing' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Download');
      const inView = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
      });
      expect(inView).toBe(true);
      await context.close();
    }, 60_000);
  }
});
