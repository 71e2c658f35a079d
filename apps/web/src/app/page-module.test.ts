import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageModulesOf } from './page-module';
import { createRoutes } from './routes';

const WEB_APP = path.resolve(import.meta.dirname, '../..');
const noLoader = () => null;

function routesOf(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...routesOf(route.children ?? [])]);
}

describe("a server-rendered page's module", () => {
  const routes = routesOf(
    createRoutes({ layout: noLoader, home: noLoader, item: noLoader, subCategory: noLoader }),
  );
  const named = routes.filter((route) => pageModulesOf([{ route }]).length > 0);

  it('is named by the public pages the server renders', () => {
    expect(named.map((route) => route.path ?? '(index)')).toEqual([
      '(index)',
      'about',
      'terms-and-condition',
      'privacy-policy',
      'cancellation-policy',
      'shipping-policy',
      'contact-us',
      'category/:name/:subCategoryId',
      ':name/:id',
      ':itemId',
    ]);
  });

  it('is the module the route loads, so the server names the files the page will ask for', async () => {
    for (const route of named) {
      const [module] = pageModulesOf([{ route }]);
      const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
      const source: Record<string, unknown> = await import(path.join(WEB_APP, module ?? ''));
      expect(Object.values(source), module).toContain(loaded.Component);
    }
  });
});
