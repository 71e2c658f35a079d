import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectConsoleErrors, cspWatchReady } from './support/console';
import { actWhenInteractive, untilInteractive } from './support/interactive';
import { screenshot, seededImage, settle, stamp } from './support/pages';
import { scrollToFoot } from './support/routes';

// The run's one server (support/global-setup.ts).
const server = stamp();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The catalog's API calls a page makes, by path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/user/media') || url.pathname.endsWith('/categories')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

describe('public pages arrive as HTML', () => {
  it('shows the home page and its cards with JavaScript off', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(server.url);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Trending' }).isVisible()).toBe(true);
    const item = seededImage();
    expect(await page.locator(`a[href="/${item.id}"]`).count()).toBeGreaterThan(0);
    await settle(page).catch(() => {});
    await screenshot(page, 'server-render-home-no-js-390');
    await context.close();
  });

  it('hydrates without a mismatch or a second fetch of what the HTML holds', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width, height: 900 },
      });
      actWhenInteractive(page);
      const errors = collectConsoleErrors(page);
      await cspWatchReady(page);
      const calls = apiCalls(page);
      await page.goto(server.url);
      // The page reacts once hydrated: the theme switch answers a click.
      await page
        .getByRole('button', { name: /Switch to (light|dark) theme/ })
        .first()
        .click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
        .toBe('light');
      expect(
        calls.filter((call) => call.includes('home/feeds?limit=10')),
        `${width}`,
      ).toEqual([]);
      expect(errors, `${width}`).toEqual([]);
      await page.close();
    }
  });

  it("fetches the app's code once the page has loaded, its pictures before it", async () => {
    const page = await browser.newPage({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    actWhenInteractive(page);
    const errors = collectConsoleErrors(page);
    await cspWatchReady(page);
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter(
        (entry) => entry.initiatorType !== 'img' && /\/assets\/.+\.js$/.test(entry.name),
      );
      // The pictures the page loaded with (preloaded by its head, or asked by its cards): those
      // in by its load event, which the starter waits to see painted (start-app.ts). A lazy
      // card's picture may start before the load event and end after it; the app adds more later.
      const pictures = resources.filter(
        (entry) =>
          /\/media\/public\//.test(entry.name) && entry.responseEnd <= navigation.loadEventStart,
      );
      return {
        loadEnd: navigation.loadEventEnd,
        starter: scripts.filter((entry) => entry.name.includes('/start-app-')).length,
        app: scripts
          .filter((entry) => !entry.name.includes('/start-app-'))
          .map((entry) => entry.startTime),
        pictures: pictures.length,
        picturesDone: Math.max(...pictures.map((entry) => entry.responseEnd)),
      };
    });
    expect(timing.starter).toBe(1);
    expect(timing.pictures).toBeGreaterThan(0);
    expect(timing.app.length).toBeGreaterThan(1);
    for (const start of timing.app) {
      expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(start).toBeGreaterThan(timing.picturesDone);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the app's stylesheet inline: the chunks that load later do not link it again", async () => {
    const page = await browser.newPage({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    actWhenInteractive(page);
    const errors = collectConsoleErrors(page);
    await cspWatchReady(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
    // The FAQ is a chunk of its own, loaded near the page's end, which Vite's loader gives the
    // app's stylesheet as a dependency.
    await scrollToFoot(page, 'Questions, answered');
    // The item page's route module and its editor list it as well.
    await page.goto(`${server.url}/${seededImage().id}`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
    expect(stylesheets.filter((url) => /\/assets\/index-[\w-]+\.css$/.test(url))).toEqual([]);
    expect(
      await page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/index-')).length,
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fetches the page's own module beside the entry, not once the entry has run", async () => {
    const item = seededImage();
    const pages = ['/', `/${item.id}`, `/category/diwali/${item.subCategoryId}`];
    for (const path of pages) {
      const page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
      });
      // The entry never arrives: the router it holds cannot ask for the page's module.
      await page.route(/\/assets\/index-[\w-]+\.js$/, () => {});
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      const pageModule = await page
        .locator('script[data-app-entry]')
        .getAttribute('data-app-pages', { timeout: 10_000 });
      expect(pageModule, path).toMatch(
        /^\/assets\/(HomeRoute|ItemRoute|SubCategoryPage)-[\w-]+\.js$/,
      );
      await expect.poll(() => requested, { timeout: 20_000 }).toContain(pageModule);
      await page.close();
    }
  });

  it("adds no preload link for a file of the page's module: each is marked as loaded", async () => {
    const item = seededImage();
    for (const path of ['/', `/${item.id}`, `/category/diwali/${item.subCategoryId}`]) {
      const page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
      });
      actWhenInteractive(page);
      const errors = collectConsoleErrors(page);
      await cspWatchReady(page);
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
      const links = await page.evaluate(() => {
        const starter = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
        const named = [
          starter?.dataset.appEntry,
          ...(starter?.dataset.appModules?.split(' ') ?? []),
        ];
        const hrefs = (selector: string) =>
          [...document.querySelectorAll<HTMLLinkElement>(selector)].map(
            (link) => new URL(link.href).pathname,
          );
        return {
          named,
          preloaded: hrefs('link[rel=modulepreload]'),
          loaded: hrefs('link[rel=stamp-loaded]'),
        };
      });
      // The starter's own preloads, and no other: the router's loader found the rest marked.
      expect(links.preloaded.sort(), path).toEqual([...links.named].sort());
      expect(links.loaded.length, path).toBeGreaterThan(0);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('serves every script of the page marked for eager compilation, as its first line', async () => {
    const page = await browser.newPage({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const scripts = new Map<string, Response>();
    page.on('response', (response) => {
      if (/\/assets\/[\w.-]+\.js$/.test(new URL(response.url()).pathname)) {
        scripts.set(response.url(), response);
      }
    });
    actWhenInteractive(page);
    await page.goto(`${server.url}/${seededImage().id}`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
    // The starter, the app's entry and its modules, the item page's own (sent compressed).
    expect(scripts.size).toBeGreaterThan(5);
    // Read before the page closes (a body read after would fail); later arrivals are not read.
    for (const [url, response] of [...scripts]) {
      const text = await response.text();
      expect(text.split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad');
    }
    await page.close();
  });

  it('hydrates an item page and a sub-category page, then navigates in the browser', async () => {
    const item = seededImage();
    const page = await browser.newPage({ serviceWorkers: 'block' });
    actWhenInteractive(page);
    const errors = collectConsoleErrors(page);
    await cspWatchReady(page);
    const calls = apiCalls(page);
    const response = await page.goto(`${server.url}/${item.id}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: item.title }).isVisible()).toBe(true);
    expect(calls.filter((call) => call === `/api/v1/user/media/${item.id}`)).toEqual([]);

    const sub = await page.goto(`${server.url}/category/diwali/${item.subCategoryId}`);
    expect(sub?.status()).toBe(200);
    await page.locator(`a[href="/${item.id}"]`).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${item.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the item page's editor area through hydration: the controls fill it in", async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width, height: 900 },
      });
      const errors = collectConsoleErrors(page);
      await cspWatchReady(page);
      await page.goto(`${server.url}/${seededImage().id}`, { waitUntil: 'domcontentloaded' });
      // The server's preview picture, held before the app's code runs (after the load event).
      const picture = await page.locator('main img[fetchpriority="high"]').elementHandle();
      await untilInteractive(page);
      await page
        .getByRole('button', { name: width === 1280 ? 'Done Editing' : 'Download' })
        .waitFor();
      // Built anew, the area would have a new picture, and the held one would be off the page.
      expect(await picture?.evaluate((image) => image.isConnected), `${width}`).toBe(true);
      expect(errors, `${width}`).toEqual([]);
      await page.close();
    }
  });

  it("gives errors their call stacks back once the app's modules have run", async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    actWhenInteractive(page);
    const errors = collectConsoleErrors(page);
    await cspWatchReady(page);
    // The limit as the page had it before the app's code, and after (lib/error-stacks.ts).
    await page.addInitScript(() => {
      (window as unknown as { limitBefore: unknown }).limitBefore = (
        Error as { stackTraceLimit?: number }
      ).stackTraceLimit;
    });
    await page.goto(server.url);
    const after = await page.evaluate(() => ({
      before: (window as unknown as { limitBefore: unknown }).limitBefore,
      limit: (Error as { stackTraceLimit?: number }).stackTraceLimit,
      stack: new Error('probe').stack ?? '',
    }));
    expect(after.limit).toBe(after.before);
    expect(after.stack).toMatch(/\n\s+at /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('carries on a search typed, or typed and sent, before the app ran', async () => {
    for (const send of [false, true]) {
      const page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 900 },
      });
      const errors = collectConsoleErrors(page);
      await cspWatchReady(page);
      // The app's code is held back, as on a slow phone, until the visitor has typed.
      let release = () => {};
      const typed = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await typed;
        await route.continue();
      });
      await page.goto(server.url, { waitUntil: 'commit' });
      const box = page.getByRole('combobox', { name: 'Search designs' });
      await box.fill('diwali');
      // Sent, the form reloads the page with ?q= the browser's way: no app to stop it yet.
      if (send)
        await Promise.all([
          page.waitForURL(/\?q=diwali$/, { waitUntil: 'commit' }),
          box.press('Enter'),
        ]);
      release();
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results
        .getByRole('option', { name: /Diwali/ })
        .first()
        .waitFor();
      expect(await box.inputValue(), `sent: ${send}`).toBe('diwali');
      // The address is the page's own again: a reload does not search once more.
      expect(new URL(page.url()).search, `sent: ${send}`).toBe('');
      expect(errors, `sent: ${send}`).toEqual([]);
      await page.close();
    }
  });

  it('answers an unknown address with a real 404 page', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const errors = collectConsoleErrors(page);
    await cspWatchReady(page);
    const response = await page.goto(`${server.url}/some/deep/link/that/does/not/exist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('We could not find that page').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
