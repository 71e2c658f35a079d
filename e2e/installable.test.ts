import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectConsoleErrors, cspWatchReady } from './support/console';
import {
  openPage,
  screenshot,
  seededImage,
  settle,
  signUpOverApi,
  stamp,
  WIDTHS,
} from './support/pages';

// Issue 18, item 4: Stamp installs as an app and opens offline (apps/web/build/pwa.ts).
const OFFLINE_BANNER = "You're offline — showing saved pages";
const OFFLINE_ACTION =
  "You're offline. This needs a connection: try again once you're back online.";

// The service worker the test server sends (apps/web's build).
const SW_FILE = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  icons?: ManifestIcon[];
}

/** A page whose service worker is installed, active and in control (after one reload). */
async function controlledPage(
  width: (typeof WIDTHS)[number],
  path: string,
  cookie?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openPage(browser, width, { serviceWorkers: true, cookie });
  const { page } = opened;
  await page.goto(path);
  // The worker is registered once the page has loaded, then precaches the shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  return opened;
}

/**
 * A deploy, as the browser sees it: sw.js comes back with other bytes and `page` checks for it.
 * (Playwright's routes do not see the browser's update check of a worker's script, so the served
 * file changes; no other browser test lets a service worker in, and it is put back once the
 * browser holds the new version.)
 *
 * One `update()` is not always enough: the browser checks for a new worker on its own shortly
 * after a navigation, and a check asked for while that one runs is joined to it, which may have
 * read the file before it changed. So the page asks until a new worker is installing or waiting.
 */
async function deployNextVersion(page: Page): Promise<void> {
  const original = await readFile(SW_FILE, 'utf8');
  try {
    await writeFile(SW_FILE, `${original}\n// the next version ${Date.now()}\n`);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const found = () => registration.installing !== null || registration.waiting !== null;
          if (!found()) await registration.update().catch(() => {});
          return found();
        }),
      )
      .toBe(true);
  } finally {
    await writeFile(SW_FILE, original);
  }
}

/** The addresses the service worker has saved in one of its runtime caches. */
const savedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);

describe('the web app manifest', () => {
  it('meets Chrome’s install criteria, with icons that load at their stated sizes', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await page.goto('/');
    const href = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
    );
    expect(href).toBe(`${stamp().url}/manifest.webmanifest`);
    const response = await fetch(href ?? '');
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Stamp',
      short_name: 'Stamp',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0c0c0f',
    });
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      ),
    ).toBe('#0c0c0f');

    const icons = manifest.icons ?? [];
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      expect(
        icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose === purpose),
      ).toBe(true);
    }
    for (const icon of icons) {
      const natural = await page.evaluate(
        (src) =>
          new Promise<string>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
            image.onerror = () => reject(new Error(`${src} did not load`));
            image.src = src;
          }),
        icon.src,
      );
      expect(natural, icon.src).toBe(icon.sizes);
    }

    // Chromium's own verdict on the manifest (the criteria behind its install offer).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: installability } = (await cdp.send(
      'Page.getInstallabilityErrors',
    )) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito profiles, where Chromium installs nothing whatever the
    // site: that one is the test browser's, every other is the site's.
    expect(
      installability.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the service worker's precache", () => {
  it("holds every public page's code, and none of the operator console's", async () => {
    const { context, page, errors } = await controlledPage(1280, '/');
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      if (!name) return [];
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    for (const route of ['HomeRoute', 'ItemRoute', 'ProfileRoute', 'CalendarRoute']) {
      expect(precached.filter((path) => path.startsWith(`/assets/${route}-`))).toHaveLength(1);
    }
    // Visitors never open the console: an operator's worker keeps its files as they are used.
    expect(
      precached.filter((path) =>
        /^\/assets\/((AdminRoute|DashboardPage)-.*\.(js|css)|hi-[\w-]+\/admin\.js)$/.test(path),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('offers "Install app" in the header only while the browser offers it', async () => {
    const { context, page, errors } = await openPage(browser, width);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect
      .poll(() => header.getByRole('link', { name: 'Stamp home' }).isVisible())
      .toBe(true);
    const install = header.getByRole('button', { name: 'Install app' });
    expect(await install.count()).toBe(0);

    // Chromium's offer, as the page receives it (a real one needs an engaged, installable site).
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve({ outcome: 'accepted' });
        },
      });
      window.dispatchEvent(offer);
    });
    await expect.poll(() => install.isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    // Once used, the offer is gone; and an installed app offers nothing.
    await expect.poll(() => install.count()).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(await install.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the home page from the cache, with its categories and the offline notice', async () => {
    const { context, page, errors } = await controlledPage(width, '/');
    const categories = page.getByRole('region', { name: 'Our Categories' });
    await expect
      .poll(() => categories.getByRole('link', { name: /Festivals/ }).isVisible())
      .toBe(true);
    await settle(page);
    await expect
      .poll(() => savedPaths(page, 'stamp-catalog-v1'))
      .toContain('/api/v1/user/categories');

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
    await expect
      .poll(() => categories.getByRole('link', { name: /Festivals/ }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await settle(page);
    await screenshot(page, `installable-offline-home-${width}`);

    expect(errors).toEqual([]);

    // A page never opened before still opens from the shell, says why its answers are missing,
    // and shows no browser error page. Chromium logs each refused request to the console: those
    // of its own answers, never saved, are the only errors allowed here.
    await page.goto('/calendar');
    await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Stamp home' }).isVisible())
      .toBe(true);
    expect(
      errors.filter(
        (error) =>
          !/^Failed to load resource: net::ERR_FAILED \(.+\/api\/v1\/user\/festivals\?/.test(error),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('shows a signed-in user’s download history, and an action that needs the network says so', async () => {
    const user = await signUpOverApi(`Offline ${width}`);
    const render = await fetch(`${stamp().url}/api/v1/user/download-creative/${seededImage().id}`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(render.status).toBe(200);

    const { context, page, errors } = await controlledPage(width, '/downloads', user.cookie);
    const card = page.getByRole('main').getByText(seededImage().title).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect
      .poll(() => savedPaths(page, 'stamp-account-v1'))
      .toContain('/api/v1/user/downloads');
    // Its picture too (a signed link of the user's own), before the connection goes.
    await settle(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Download history' }).isVisible())
      .toBe(true);
    await expect.poll(() => card.isVisible()).toBe(true);

    await page
      .getByRole('main')
      .getByRole('button', { name: 'Download', exact: true })
      .first()
      .click();
    await expect.poll(() => page.getByText(OFFLINE_ACTION).isVisible()).toBe(true);
    await screenshot(page, `installable-offline-downloads-${width}`);
    expect(page.url()).toBe(`${stamp().url}/downloads`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a new version with an "Update available" toast, reached by keyboard', async () => {
    const { context, page, errors } = await controlledPage(width, '/');
    await deployNextVersion(page);
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Update available');
    await expect.poll(() => toast.isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, `installable-update-toast-${width}`);

    // Alt+T is sonner's way to the toasts; the action is then a Tab away at most.
    const reload = page.getByRole('button', { name: 'Reload' });
    await page.keyboard.press('Alt+KeyT');
    for (
      let step = 0;
      step < 4 && !(await reload.evaluate((b) => b === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect.poll(() => page.getByText('Update available').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloads a second tab into the new version after the first tab switched to it', async () => {
    const { context, page: first, errors } = await controlledPage(width, '/');
    const second = await context.newPage();
    const secondErrors = collectConsoleErrors(second);
    await cspWatchReady(second);
    await second.goto('/about');
    await expect
      .poll(() => second.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await deployNextVersion(first);
    const offered = (page: Page) =>
      page.getByRole('region', { name: /Notifications/ }).getByText('Update available');
    await expect.poll(() => offered(first).isVisible()).toBe(true);
    await expect.poll(() => offered(second).isVisible()).toBe(true);

    const firstReloaded = first.waitForEvent('load');
    await first.getByRole('button', { name: 'Reload' }).click();
    await firstReloaded;
    // The second tab still shows the offer; nothing waits any more, and its button must still
    // bring it to the version now in charge.
    const secondReloaded = second.waitForEvent('load');
    await second.getByRole('button', { name: 'Reload' }).click();
    await secondReloaded;
    await expect.poll(() => second.getByText('Update available').count()).toBe(0);
    expect(second.url()).toBe(`${stamp().url}/about`);
    expect([...errors, ...secondErrors]).toEqual([]);
    await context.close();
  });
});
