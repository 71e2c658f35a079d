import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  assertBuildServed,
  type OpenPage,
  openPage,
  overflowsSideways,
  screenshot,
  seriousAxeViolations,
  settle,
  stamp,
  type Width,
} from './pages';

export interface RouteCase {
  /** File name of the screenshot. */
  name: string;
  path: string;
  /** Waits for what a visitor must see once the page has loaded. */
  ready(page: Page): Promise<void>;
  loggedIn?: boolean;
}

const heading =
  (name: string | RegExp, level = 1) =>
  async (page: Page) => {
    await page.getByRole('heading', { level, name }).waitFor();
  };

/**
 * Scrolls to the foot of the page and back, and waits for the heading `name` there: the home
 * page's FAQ loads only as a visitor scrolls towards it, and the checks must see it too.
 */
export async function scrollToFoot(page: Page, name: string): Promise<void> {
  const footHeading = page.getByRole('heading', { level: 2, name });
  // Scrolls again until the heading is there: the page can grow after a scroll (the category
  // grid replacing its placeholder), leaving the FAQ's place beyond the distance that loads it.
  // Instant: the site scrolls smoothly, and Chromium's scrollTo answers once a smooth scroll
  // ends, about 0.85 s each way, a wait that checks nothing.
  await expect
    .poll(
      async () => {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        return footHeading.isVisible();
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Every route of the app (apps/web/src/app/router.tsx), at addresses the seeded catalog has. */
export function routeCases(userName: string): RouteCase[] {
  const { catalog } = stamp();
  const festivals = catalog.categories.find((c) => c.name === 'Festivals');
  const diwali = catalog.subCategories.find((s) => s.name === 'Diwali');
  const wishes = catalog.media.find((m) => m.title === 'Happy Diwali Wishes');
  if (!festivals || !diwali || !wishes) throw new Error('the seeded catalog is incomplete');
  return [
    {
      name: 'home',
      path: '/',
      async ready(page) {
        await heading('Our Categories', 2)(page);
        await page
          .getByRole('link', { name: /Festivals/ })
          .first()
          .waitFor();
        await page.getByRole('heading', { level: 2, name: 'Trending now' }).waitFor();
        await scrollToFoot(page, 'Questions, answered');
      },
    },
    { name: 'login', path: '/login', ready: heading('Log in to Stamp') },
    { name: 'signup', path: '/signup', ready: heading('Create your account') },
    { name: 'forgot-password', path: '/forgot-password', ready: heading('Forgot your password?') },
    {
      name: 'reset-password',
      path: `/reset-password/${'ab12'.repeat(16)}`,
      ready: heading('Choose a new password'),
    },
    { name: 'profile', path: '/profile', loggedIn: true, ready: heading(userName) },
    {
      name: 'change-password',
      path: '/change-password',
      loggedIn: true,
      ready: heading('Change password'),
    },
    {
      name: 'calendar',
      path: '/calendar',
      async ready(page) {
        await heading('Festival calendar')(page);
        await page.getByRole('heading', { level: 2, name: /\d{4}$/ }).waitFor();
      },
    },
    { name: 'about', path: '/about', ready: heading(/Ready-made creatives/) },
    { name: 'terms', path: '/terms-and-condition', ready: heading('Terms and Conditions') },
    { name: 'privacy', path: '/privacy-policy', ready: heading('Privacy Policy') },
    {
      name: 'cancellation',
      path: '/cancellation-policy',
      ready: heading('Cancellation and Refund Policy'),
    },
    { name: 'shipping', path: '/shipping-policy', ready: heading('Shipping and Delivery Policy') },
    { name: 'contact', path: '/contact-us', ready: heading('Contact Us') },
    {
      name: 'category',
      path: `/festivals/${festivals.id}`,
      async ready(page) {
        await heading('Festivals')(page);
        await page
          .getByRole('link', { name: /Diwali/ })
          .first()
          .waitFor();
      },
    },
    {
      name: 'sub-category',
      path: `/category/diwali/${diwali.id}`,
      async ready(page) {
        await heading('Diwali')(page);
        await page.getByRole('img', { name: 'Happy Diwali Wishes' }).first().waitFor();
      },
    },
    {
      name: 'item',
      path: `/${wishes.id}`,
      // The item page is being redesigned: only what any design of it shows is asserted.
      ready: heading('Happy Diwali Wishes'),
    },
    {
      name: 'not-found',
      path: '/no/such/page/here',
      ready: heading('We could not find that page'),
    },
  ];
}

type Visitor = 'visitor' | 'member' | 'visitor-light';

/**
 * Checks routes at one width. Each kind of visitor (signed out, signed in, light theme) keeps one
 * tab, and every route is a fresh page load in it: opening a new browser context per route
 * costs about half a second on these machines, and the checks never change any state.
 */
export class RouteChecker {
  private readonly tabs = new Map<Visitor, Promise<OpenPage>>();

  constructor(
    private readonly browser: Browser,
    private readonly width: Width,
    private readonly cookie: string,
  ) {}

  private tab(visitor: Visitor): Promise<OpenPage> {
    let tab = this.tabs.get(visitor);
    if (!tab) {
      tab = openPage(this.browser, this.width, {
        cookie: visitor === 'member' ? this.cookie : undefined,
        theme: visitor === 'visitor-light' ? 'light' : undefined,
      });
      this.tabs.set(visitor, tab);
    }
    return tab;
  }

  /**
   * Loads a route as a visitor would, saves a screenshot, then checks what every page owes
   * every visitor: one main landmark and one h1, no sideways scrolling, no serious or critical
   * axe-core finding, no console error.
   */
  async check(route: RouteCase, theme?: 'light'): Promise<void> {
    const visitor: Visitor = theme ? 'visitor-light' : route.loggedIn ? 'member' : 'visitor';
    const { page, errors } = await this.tab(visitor);
    await assertBuildServed();
    errors.length = 0;
    await page.goto(route.path);
    await route.ready(page);
    expect(new URL(page.url()).pathname).toBe(route.path);
    await settle(page);
    await screenshot(page, `${route.name}${theme ? `-${theme}` : ''}-${this.width}`);

    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await overflowsSideways(page), 'the page scrolls sideways').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }

  async close(): Promise<void> {
    for (const tab of this.tabs.values()) await (await tab).context.close();
    this.tabs.clear();
  }
}

/** The light theme is checked on the pages with the most colour: home, a list, a form. */
export const LIGHT_THEME_ROUTES = ['home', 'sub-category', 'login'];
