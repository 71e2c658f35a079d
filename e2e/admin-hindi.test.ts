import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { latinWords } from './support/latin-words';
import { adminCookie } from './support/operators';
import {
  type OpenPage,
  openPage,
  overflowsSideways,
  screenshot,
  seriousAxeViolations,
  settle,
  stamp,
} from './support/pages';

/**
 * The operator console in Hindi (docs/decisions/0024-interface-languages.md): an admin chooses
 * Hindi and opens every section from the navigation, at 1280 px, then the phone menu at 390 px.
 * Each page must show no Latin-script word outside the allow-list and the catalog's and people's
 * own text (marked `data-content`), and no serious accessibility finding. One browser context
 * for the whole walk: CI has two cores.
 */

/** The sections in the navigation's order: address, and name as the admin sees it in Hindi. */
const SECTIONS = [
  ['dashboard', 'डैशबोर्ड'],
  ['catalog', 'कैटलॉग'],
  ['festivals', 'त्योहार'],
  ['media', 'मीडिया'],
  ['site', 'साइट'],
  ['plans', 'प्लान'],
  ['users', 'यूज़र'],
  ['inbox', 'इनबॉक्स'],
  ['audit', 'ऑडिट लॉग'],
] as const;
const NAMES = SECTIONS.map(([, name]) => name);

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let opened: OpenPage;
let page: Page;

/** The operator's saved language, as the server has it (the account is shared by other files). */
async function accountLanguage(cookie: string): Promise<string | null> {
  const me = await fetch(`${stamp().url}/api/v1/user/get-user`, { headers: { cookie } });
  return ((await me.json()) as { data: { language: string | null } }).data.language;
}

beforeAll(async () => {
  const cookie = await adminCookie();
  const before = await accountLanguage(cookie);
  browser = await launchBrowser();
  opened = await openPage(browser, 1280, { cookie });
  page = opened.page;
  // The admin account is every console test's: its saved language must stay as it is, or the
  // English tests running beside this one would open in Hindi. The switch's save is answered
  // here, as the server would answer it, without reaching the account.
  await page.route('**/api/v1/user/profile', async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const me = await fetch(`${stamp().url}/api/v1/user/get-user`, { headers: { cookie } });
    const { data } = (await me.json()) as { data: Record<string, unknown> };
    const { language } = route.request().postDataJSON() as { language: string };
    await route.fulfill({ json: { success: true, data: { ...data, language } } });
  });
  expect(before).not.toBe('hi');
});

afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

/**
 * The console's navigation in Hindi (support/console-nav.ts finds it by its English names): the
 * side bar from 768 px up, the menu, opened here from the keyboard, on a phone.
 */
async function hindiNav(phone = false): Promise<Locator> {
  if (phone) {
    const button = page.getByRole('button', { name: /कंसोल मेन्यू/ });
    if ((await button.getAttribute('aria-expanded')) !== 'true') {
      await button.focus();
      await page.keyboard.press('Enter');
    }
  }
  const nav = page.getByRole('navigation', { name: 'कंसोल', exact: true });
  await nav.getByRole('link').first().waitFor();
  return nav;
}

/** Waits until the page's data has arrived: its title, then no loading placeholder left. */
async function ready(title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-label]'));
  await settle(page);
}

async function expectHindi(name: string): Promise<void> {
  await screenshot(page, `hi-admin-${name}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await latinWords(page)).toEqual([]);
  expect(await overflowsSideways(page), 'the page scrolls sideways').toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(opened.errors).toEqual([]);
}

describe('the operator console in Hindi', () => {
  it('is chosen from the header, and the account keeps its own choice', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी में देखें' }).click();
    await ready('डैशबोर्ड');
    expect(await accountLanguage(await adminCookie())).not.toBe('hi');
  });

  it('names every section in Hindi in the navigation', async () => {
    const nav = await hindiNav();
    expect((await nav.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(
      NAMES,
    );
  });

  for (const [path, name] of SECTIONS) {
    it(`shows ${path} in Hindi at 1280 px`, async () => {
      const nav = await hindiNav();
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**/admin/${path}`);
      await ready(name);
      await expectHindi(path);
    });
  }

  it("shows a user's page and the inbox's second tab in Hindi", async () => {
    await page.goto('/admin/users');
    await ready('यूज़र');
    const first = page.locator('main table tbody a').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await ready(name);
    await expectHindi('user');

    await page.goto('/admin/inbox?tab=custom-work&status=all');
    await ready('इनबॉक्स');
    await page.getByRole('tab', { name: /कस्टम डिज़ाइन की रिक्वेस्ट/, selected: true }).waitFor();
    await expectHindi('inbox-custom-work');
  });

  it("shows a design's editor and a page the console does not have in Hindi", async () => {
    await page.goto('/admin/media');
    await ready('मीडिया');
    await page.getByRole('button', { name: /बदलें$/ }).first().click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: 'बदलाव सेव करें' }).waitFor();
    await expectHindi('media-editor');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    await page.goto('/admin/no-such-section');
    await ready('यह पेज नहीं है');
    await expectHindi('not-found');
  });

  it('opens the phone menu in Hindi at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/catalog');
    await ready('कैटलॉग');
    const nav = await hindiNav(true);
    expect((await nav.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(
      NAMES,
    );
    await page.getByRole('button', { name: 'कंसोल मेन्यू बंद करें' }).waitFor();
    await expectHindi('phone-menu');
  });
});
