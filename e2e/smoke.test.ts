import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectConsoleErrors } from './support/console';
import { actWhenInteractive } from './support/interactive';
import { stamp } from './support/pages';

// The run's one server (support/global-setup.ts).
const server = stamp();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the production build served by the API process', () => {
  it('renders the home page with the shared layout and no console errors', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const errors = collectConsoleErrors(page);
    await page.goto(server.url);
    await expect.poll(() => page.getByText('Stamp Your Identity').first().isVisible()).toBe(true);
    expect(await page.title()).toMatch(/Stamp/);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows a real 404 page for an unknown route, and JSON for unknown API paths', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const response = await page.goto(`${server.url}/some/deep/link/that/does/not/exist`);
    expect(response?.status()).toBe(404); // rendered on the server, which knows
    await expect.poll(() => page.getByText('We could not find that page').isVisible()).toBe(true);

    const api = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, message: 'Not found' });
    expect((await fetch(`${server.url}/assets/missing-chunk.js`)).status).toBe(404);
  });

  it('caches hashed assets for a year, and a public page briefly in shared caches only', async () => {
    const html = await fetch(server.url);
    expect(html.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect((await fetch(`${server.url}/login`)).headers.get('cache-control')).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${server.url}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the theme across a reload', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    actWhenInteractive(page);
    await page.goto(`${server.url}/about`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
