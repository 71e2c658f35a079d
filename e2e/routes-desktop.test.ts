import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signUpOverApi, type TestUser } from './support/pages';
import { LIGHT_THEME_ROUTES, RouteChecker, routeCases } from './support/routes';

// One file per width, so the two widths are checked side by side.
const WIDTH = 1280;
const USER_LABEL = 'Routes 1280';

let browser: Browser;
let user: TestUser;
let checker: RouteChecker;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), signUpOverApi(USER_LABEL)]);
  checker = new RouteChecker(browser, WIDTH, user.cookie);
});
afterAll(async () => {
  await checker?.close();
  await browser?.close();
});

const routes = routeCases(`${USER_LABEL} Tester`);

describe('every route on a laptop (1280 px), dark theme', () => {
  for (const route of routes) {
    it(`${route.name} (${route.path})`, () => checker.check(route));
  }
});

describe('the light theme on a laptop (1280 px)', () => {
  for (const route of routes.filter((r) => LIGHT_THEME_ROUTES.includes(r.name))) {
    it(route.name, () => checker.check(route, 'light'));
  }
});
