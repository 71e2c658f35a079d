import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './browser';
import { signUpOverApi, type TestUser, type Width } from './pages';
import { LIGHT_THEME_ROUTES, RouteChecker, routeCases } from './routes';

/**
 * Every route at one width, dark theme, plus the light-theme routes. Each width has its own test
 * file calling this, so the two widths are checked side by side.
 */
export function routeSuite(width: Width, device: string): void {
  const label = `Routes ${width}`;
  let browser: Browser;
  let user: TestUser;
  let checker: RouteChecker;

  beforeAll(async () => {
    [browser, user] = await Promise.all([launchBrowser(), signUpOverApi(label)]);
    checker = new RouteChecker(browser, width, user.cookie);
  });
  afterAll(async () => {
    await checker?.close();
    await browser?.close();
  });

  const routes = routeCases(`${label} Tester`);

  describe(`every route on a ${device} (${width} px), dark theme`, () => {
    for (const route of routes) {
      it(`${route.name} (${route.path})`, () => checker.check(route));
    }
  });

  describe(`the light theme on a ${device} (${width} px)`, () => {
    for (const route of routes.filter((r) => LIGHT_THEME_ROUTES.includes(r.name))) {
      it(route.name, () => checker.check(route, 'light'));
    }
  });
}
