import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the production build served by the API process', () => {
  it('loads in Chromium with no console errors and reaches the API', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(server.url);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Service is up.');
    expect(await page.title()).toMatch(/Stamp/);
    expect(errors).toEqual([]);
  });

  it('serves the app for deep links, and JSON for unknown API paths', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/some/deep/link`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toMatch(/Stamp/);

    const api = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  it('caches hashed assets for a year and the page not at all', async () => {
    const html = await fetch(server.url);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${server.url}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
