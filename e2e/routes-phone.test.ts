import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signUpOverApi, type TestUser } from './support/pages';
import { checkRoute, LIGHT_THEME_ROUTES, routeCases } from './support/routes';

// One file per width, so the two widths are checked side by side.
const WIDTH = 390;
const USER_LABEL = 'Routes 390';

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), signUpOverApi(USER_LABEL)]);
});
afterAll(async () => {
  await browser?.close();
});

const routes = routeCases(`${USER_LABEL} Tester`);

describe('every route on a phone (390 px), dark theme', () => {
  for (const route of routes) {
    it(`${route.name} (${route.path})`, () =>
      checkRoute(browser, route, WIDTH, { cookie: user.cookie }));
  }
});

describe('the light theme on a phone (390 px)', () => {
  for (const route of routes.filter((r) => LIGHT_THEME_ROUTES.includes(r.name))) {
    it(route.name, () =>
      checkRoute(browser, route, WIDTH, { cookie: user.cookie, theme: 'light' }),
    );
  }
});
