import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

/** The screens a first visit comes from: Lighthouse's mobile one, and a laptop. */
export const VIEWPORTS = [
  { label: 'phone 412×823', width: 412, height: 823, isMobile: true },
  { label: 'laptop 1366×768', width: 1366, height: 768, isMobile: false },
] as const;

export interface Script {
  url: string;
  bytes: number;
  /** gzip -9 of the body: what the budget counts, whatever the server sent on the wire. */
  gzipBytes: number;
  /** The content-encoding the server used ('' for none). */
  encoding: string;
}

/** The interface languages: a first visit from a browser that prefers Hindi gets Hindi. */
export const LANGUAGES = [
  { label: 'English', locale: 'en-IN', lang: 'en' },
  { label: 'Hindi', locale: 'hi-IN', lang: 'hi' },
] as const;
export type Language = (typeof LANGUAGES)[number];

export interface FirstLoad {
  page: string;
  language: Language['label'];
  viewport: string;
  scripts: Script[];
  gzipBytes: number;
  bytes: number;
  /** Images in <main> once the page settled: a home page without content measures nothing real. */
  imagesInMain: number;
}

/**
 * Loads the page in a fresh context (empty cache, no cookies but the page's own) and sums every script the page
 * fetched until the network went quiet: the entry, its modulepreloads, and whatever the route
 * imported on the way, lazily or not. That is the JavaScript a first visit pays for.
 */
export async function measureFirstLoad(
  browser: Browser,
  page: { label: string; url: string; cookie?: string },
  viewport: (typeof VIEWPORTS)[number],
  language: Language = LANGUAGES[0],
): Promise<FirstLoad> {
  const context = await browser.newContext({
    locale: language.locale,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
  try {
    // A signed-in page (the operator console): `name=value` of the session cookie.
    if (page.cookie) {
      const at = page.cookie.indexOf('=');
      const [name, value] = [page.cookie.slice(0, at), page.cookie.slice(at + 1)];
      await context.addCookies([{ name, value, url: new URL(page.url).origin }]);
    }
    const tab = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    tab.on('response', (response) => {
      pending.push(scriptOf(response));
    });
    await tab.goto(page.url, { waitUntil: 'load' });
    // No request for 500 ms: the route's lazy chunks and the data it asked for have arrived.
    await tab.waitForLoadState('networkidle');
    // A page that sent the visitor elsewhere (a signed-in page to the login) measured that page.
    const landed = new URL(tab.url()).pathname;
    if (landed !== new URL(page.url).pathname) {
      throw new Error(`${page.url} went to ${landed}: its figures would be another page's`);
    }
    const lang = await tab.locator('html').getAttribute('lang');
    if (lang !== language.lang) {
      throw new Error(`${page.url} opened in "${lang}" for ${language.label}: not the page meant`);
    }
    const imagesInMain = await tab.locator('main img').count();
    const byUrl = new Map<string, Script>();
    for (const script of await Promise.all(pending)) {
      if (script) byUrl.set(script.url, script);
    }
    const scripts = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      page: page.label,
      language: language.label,
      viewport: viewport.label,
      scripts,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      imagesInMain,
    };
  } finally {
    await context.close();
  }
}

async function scriptOf(response: Response): Promise<Script | null> {
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('javascript') || response.status() !== 200) return null;
  // The body as the page got it, decoded: compress it the same way for every script.
  const body = await response.body().catch(() => null);
  if (!body) return null;
  return {
    url: response.url(),
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    encoding: response.headers()['content-encoding'] ?? '',
  };
}
