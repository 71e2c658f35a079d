import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  brandKitLogos,
  buyMembership,
  clientAddress,
  compareWithPreview,
  type Findings,
  logoPng,
  type References,
  renderReferences,
  signUpFrom,
  TEXT_COLOUR,
} from './funnel';
import { overlayColours } from './overlay-colours';
import { newUserDetails, openPage, seededImage, type Width } from './pages';

/**
 * The first-visit funnel as a matrix (issue 12): every way a design can reach a file, each
 * downloaded and opened, and checked against the preview it was made from.
 *
 *   logo:    none | uploaded in the editor
 *   banner:  none | text
 *   account: visitor who signs up | visitor who logs in | signed-in non-member | member
 *   choice:  'Download with Watermark' | 'Buy Subscription' (the sandbox checkout, then the
 *            clean download)
 *
 * A member is never offered the choice: the premium modal is for non-members, and a member's
 * download is clean at once. So the member's two choices are one case, the clean download: 28
 * combinations a width, not 32. Nothing else is pruned: the defect this matrix was written for
 * (a visitor's logo lost on the way through login) lived in exactly one corner of it.
 */
type Account = 'signup' | 'login' | 'non-member' | 'member';
type Choice = 'watermark' | 'buy' | 'member';

interface Combination {
  logo: boolean;
  banner: boolean;
  account: Account;
  choice: Choice;
}

function combinations(): Combination[] {
  const all: Combination[] = [];
  for (const account of ['signup', 'login', 'non-member', 'member'] as const) {
    for (const logo of [false, true]) {
      for (const banner of [false, true]) {
        const choices: Choice[] = account === 'member' ? ['member'] : ['watermark', 'buy'];
        for (const choice of choices) all.push({ logo, banner, account, choice });
      }
    }
  }
  return all;
}

const name = (c: Combination) =>
  `${c.account}, ${c.logo ? 'logo' : 'no logo'}, ${c.banner ? 'banner' : 'no banner'}, ${
    c.choice === 'member' ? 'clean' : c.choice
  }`;

const BANNER = 'Funnel Sweets · 98765 43210';

/** Defines the matrix at one width; the desktop and phone files each run one. */
export function funnelMatrix(width: Width): void {
  let browser: Browser;
  let references: References;
  let logo: Buffer;
  beforeAll(async () => {
    [browser, references, logo] = await Promise.all([
      launchBrowser(),
      renderReferences(),
      logoPng(),
    ]);
  });
  afterAll(() => browser?.close());

  // Each test has its own browser context, account and client address: they run side by side.
  describe.concurrent(`the first-visit funnel at ${width} px`, () => {
    for (const combination of combinations()) {
      it(name(combination), async ({ expect }) => {
        const { file, overlay, errors } = await walk(browser, width, combination, logo, expect);
        const found = await compareWithPreview(file, overlay, references);
        if (process.env.FUNNEL_LOG) console.log(name(combination), JSON.stringify(found));
        assertMatches(expect, combination, found);
        expect(errors).toEqual([]);
      }, 90_000);
    }
  });
}

/** Goes through one combination as a person would; returns the file and the preview's overlay. */
async function walk(
  browser: Browser,
  width: Width,
  c: Combination,
  logo: Buffer,
  expect: ExpectStatic,
) {
  const ip = clientAddress();
  const user =
    c.account === 'signup'
      ? { ...newUserDetails('Funnel'), cookie: '' }
      : await signUpFrom(ip, 'Funnel');
  if (c.account === 'member') await buyMembership(user, ip);
  const signedIn = c.account === 'non-member' || c.account === 'member';
  const { context, page, errors } = await openPage(browser, width, {
    cookie: signedIn ? user.cookie : undefined,
  });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  try {
    const phone = width < 768;
    await page.goto(`/${seededImage().id}`);
    if (phone) await page.getByRole('button', { name: 'Edit design' }).click();
    if (c.logo) {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      // A member's logo goes to the brand kit at once; a visitor's stays on the device.
      if (signedIn)
        await page.getByRole('button', { name: 'Use this logo', pressed: true }).waitFor();
      else await page.getByRole('img', { name: 'Your logo', exact: true }).waitFor();
    }
    if (c.banner) {
      await page.getByLabel('Banner text').fill(BANNER);
      await page.getByLabel('Text colour').fill(TEXT_COLOUR);
    }
    await page.getByRole('button', { name: 'Done Editing' }).click();
    const overlay = await previewOverlay(page, c, expect);

    // The whole way from the first click: log in or sign up, perhaps pay, then the download.
    const file = page.waitForEvent('download', { timeout: 80_000 });
    await page.getByRole('button', { name: /^Download$|^Downloads \d+ left$/ }).click();
    if (c.account === 'signup' || c.account === 'login') await logInOrSignUp(page, c.account, user);
    if (c.choice !== 'member') {
      const dialog = page.getByRole('dialog', { name: 'Premium Membership Required' });
      if (c.choice === 'watermark') {
        await dialog.getByRole('button', { name: 'Download with Watermark' }).click();
      } else {
        await dialog.getByRole('button', { name: 'Buy Subscription' }).click();
        await buyInSandbox(page);
        // Back on the design, as it was, now as a member.
        if (!phone) await page.getByRole('button', { name: 'Done Editing' }).click();
        await page.getByRole('button', { name: /^Downloads \d+ left$/ }).click();
      }
    }
    const download = await file;
    const bytes = await readFile(await download.path());
    expect(download.suggestedFilename()).toMatch(/_custom\.png$/);
    if (c.logo && !signedIn) {
      // The visitor's logo joined their brand kit on the way.
      const cookie = (await context.cookies()).find((k) => k.name === 'stamp_session');
      expect(await brandKitLogos(`stamp_session=${cookie?.value}`, ip)).toHaveLength(1);
    }
    return { file: bytes, overlay, errors };
  } catch (error) {
    // What the page said on the way (a refused request, a toast's cause) travels with the failure.
    if (errors.length > 0 && error instanceof Error) {
      error.message += `\nThe page's console errors:\n${errors.join('\n')}`;
    }
    throw error;
  } finally {
    await context.close();
  }
}

async function logInOrSignUp(
  page: Page,
  account: 'signup' | 'login',
  user: { name: string; email: string; phoneNumber: string; password: string },
) {
  await page.waitForURL(/\/login$/);
  if (account === 'login') {
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    return;
  }
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(/\/signup$/);
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Phone Number').fill(user.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function buyInSandbox(page: Page) {
  const itemUrl = new RegExp(`/${seededImage().id}$`);
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Stamp' });
  await sandbox.getByRole('tab', { name: 'UPI' }).click();
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(itemUrl);
}

/**
 * The preview's overlay canvas as a PNG, once it shows what the design holds (the logo is
 * decoded and the banner's face loaded a moment after the controls change).
 */
async function previewOverlay(page: Page, c: Combination, expect: ExpectStatic): Promise<Buffer> {
  const canvas = page.getByRole('img', { name: /with your logo and banner$/ });
  await expect.poll(() => overlayColours(canvas)).toEqual({ logo: c.logo, text: c.banner });
  // The banner is drawn in a stand-in face until its own has loaded, then again.
  await expect.poll(() => canvas.getAttribute('data-faces')).toBe('ready');
  const dataUrl = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The file shows what the preview shows, and the watermark exactly when it is due. */
function assertMatches(expect: ExpectStatic, c: Combination, found: Findings) {
  const summary = JSON.stringify(found);
  if (c.logo) {
    expect(found.previewLogo, summary).toBeGreaterThan(50);
    expect(found.logoShown, summary).toBeGreaterThan(0.9);
  } else {
    expect(found.previewLogo, summary).toBe(0);
    expect(found.strayLogo, summary).toBe(0);
  }
  if (c.banner) {
    expect(found.previewText, summary).toBeGreaterThan(50);
    expect(found.textShown, summary).toBeGreaterThan(0.6);
  } else {
    expect(found.previewText, summary).toBe(0);
    expect(found.strayText, summary).toBe(0);
  }
  // The references must differ for the comparison to mean anything.
  expect(found.watermarkStrength, summary).toBeGreaterThan(0.2);
  if (c.choice === 'watermark') {
    expect(found.fromWatermarked, summary).toBeLessThan(found.fromClean / 3);
  } else {
    expect(found.fromClean, summary).toBeLessThan(found.fromWatermarked / 3);
  }
}
