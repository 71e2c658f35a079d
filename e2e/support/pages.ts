import { randomBytes, randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { collectConsoleErrors, cspWatchReady } from './console';
import { actWhenInteractive } from './interactive';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENS_DIR = path.join(ROOT, 'test-results', 'screens');

/** The two widths every page is checked at: a laptop and a common phone (iPhone 12–15). */
export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];

/** The server of this run (see global-setup.ts). */
export const stamp = () => inject('stamp');

/**
 * The design the editor and checkout flows open: a square Diwali post, whose sub-category has
 * other designs for the item page's related row.
 */
export function seededImage() {
  const item = stamp().catalog.media.find((m) => m.title === 'Happy Diwali Wishes');
  if (!item) throw new Error('the seeded catalog has no "Happy Diwali Wishes"');
  return item;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations so far. */
  errors: string[];
}

/**
 * A fresh visitor (own cookies and storage) at the given width. Phones are emulated as touch
 * devices, so what depends on hover or touch behaves as it does in a hand. On the shared server
 * unless `baseUrl` names a server of the test file's own.
 */
export async function openPage(
  browser: Browser,
  width: Width,
  options: {
    cookie?: string;
    theme?: 'light' | 'dark';
    baseUrl?: string;
    /** The interface language, as saved on the device by an earlier choice. */
    language?: 'en' | 'hi';
    /**
     * Let the page register its service worker. Off unless a test asks: a worker that caches
     * answers and outlives the page would make one test's state another's.
     */
    serviceWorkers?: boolean;
    /** Another device's user agent (an iPhone's, for the rules that depend on it). */
    userAgent?: string;
  } = {},
): Promise<OpenPage> {
  const baseUrl = options.baseUrl ?? stamp().url;
  await assertBuildServed(baseUrl);
  const phone = width < 640;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    isMobile: phone,
    hasTouch: phone,
    baseURL: baseUrl,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.cookie) await context.addCookies([sessionCookie(options.cookie, baseUrl)]);
  if (options.theme) {
    const theme = options.theme;
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  }
  if (options.language) {
    const language = options.language;
    await context.addInitScript((value) => localStorage.setItem('language', value), language);
  }
  const page = await context.newPage();
  actWhenInteractive(page);
  const errors = collectConsoleErrors(page);
  await cspWatchReady(page);
  return { context, page, errors };
}

/**
 * Fails at once, saying why, when the server cannot send its own app: the server lists the
 * build's files when it starts, so rebuilding apps/web during a run leaves every page without
 * its script (and each test would otherwise wait out its timeouts).
 */
export async function assertBuildServed(baseUrl = stamp().url): Promise<void> {
  const html = await (await fetch(baseUrl)).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the server sends no app script: build apps/web first');
  const response = await fetch(`${baseUrl}${script}`);
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(
      `the server answers ${response.status} for its own ${script}: apps/web/dist was rebuilt ` +
        'after the test server started. Run the tests again.',
    );
  }
}

function sessionCookie(header: string, url: string) {
  const [name = '', value = ''] = header.split('=');
  return { name, value, url };
}

export interface TestUser {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  /** `stamp_session=…`, ready for `openPage(…, { cookie })`. */
  cookie: string;
}

/** Details no other test (or an earlier run against the same server) has used. */
export function newUserDetails(label: string) {
  const unique = randomBytes(5).toString('hex');
  return {
    name: `${label} Tester`,
    email: `${label.toLowerCase().replaceAll(' ', '-')}-${unique}@e2e.test`,
    // An Indian mobile number: ten digits starting with 9.
    phoneNumber: `9${randomInt(100_000_000, 1_000_000_000)}`,
    password: `correct horse ${unique}`,
  };
}

/**
 * A signed-up account, made through the API (the sign-up form has its own test). Each from a
 * client address of its own (the test server trusts X-Forwarded-For): the suites sign up more
 * people than one address may in an hour, and one file's accounts must not use up another's.
 */
export async function signUpOverApi(label: string, baseUrl = stamp().url): Promise<TestUser> {
  const details = newUserDetails(label);
  const address = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const response = await fetch(`${baseUrl}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(details),
  });
  if (!response.ok)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie =
    (response.headers.getSetCookie().find((c) => c.startsWith('stamp_session=')) ?? '').split(
      ';',
    )[0] ?? '';
  return { ...details, cookie };
}

/**
 * Waits until the fonts and pictures have loaded, so a full-page screenshot shows the page as a
 * visitor scrolling down would see it: pictures below the fold, which load lazily on scroll, are
 * asked for at once (cheaper than scrolling, or waiting for the network to be idle).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((image) => {
      if (image.loading === 'lazy') image.loading = 'eager';
      return !image.complete;
    });
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    await Promise.race([
      Promise.all(pending.map(loaded)),
      // sleep-allowed: a cap, not a wait: an image that never loads stops holding the screenshot.
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
}

/**
 * Saves a full-page screenshot for a person to look at, when SCREENSHOTS=1 asks for them. Nothing
 * reads them in CI, where they cost 0.2–0.8 s of Chromium's CPU each, about 130 a run.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  // Evaluated over the DevTools protocol, which the page's Content-Security-Policy (rightly
  // without 'unsafe-inline') does not govern; a <script> tag would be refused.
  // axe measures colours as painted: a tab's colour mid-fade failed contrast once nothing (a
  // screenshot) stood between the tab's change and the check. Finite transitions end first;
  // endless ones (a spinner) never would.
  // A toast mounts hidden (sonner's `data-mounted="false"`) and starts its fade from its next
  // render, which a busy machine may hold back for a few frames (CI caught one at 1.33:1, twice):
  // the page gets two frames at a time to start what it is about to, until no toast is still
  // entering and no transition begun meanwhile is running, up to ten passes.
  await page.evaluate(async () => {
    for (let pass = 0; pass < 10; pass++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const entering = document.querySelector('[data-sonner-toast][data-mounted="false"]');
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0 && entering === null) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * True when something on the page is wider than the window (sideways scrolling on phones).
 * Against the root's `clientWidth`, not `innerWidth`: on an emulated phone Chromium widens the
 * layout viewport, and `innerWidth` with it, to content that is too wide (a 1,400 px box made
 * `innerWidth` 1,416 at 390 px), so that comparison passed whatever overflowed.
 */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
