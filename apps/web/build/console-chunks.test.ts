import { describe, expect, it } from 'vitest';
import { consoleOnlyFiles } from './console-chunks';

const chunk = (
  fileName: string,
  links: {
    imports?: string[];
    dynamicImports?: string[];
    entry?: boolean;
    module?: string;
    css?: string[];
  } = {},
) => ({
  css: links.css ?? [],
  fileName,
  isEntry: links.entry ?? false,
  facadeModuleId: links.module ?? null,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
});

// The shape of the real build: the entry lazily imports the home and console routes; both use
// React's query client; the console has pages and a chart library of its own.
const bundle = [
  chunk('assets/index.js', {
    entry: true,
    imports: ['assets/react.js'],
    dynamicImports: ['assets/HomeRoute.js', 'assets/AdminRoute.js'],
  }),
  chunk('assets/react.js'),
  chunk('assets/useQuery.js'),
  chunk('assets/HomeRoute.js', { imports: ['assets/useQuery.js'], css: ['assets/cards.css'] }),
  chunk('assets/AdminRoute.js', {
    module: '/repo/apps/web/src/app/routes/AdminRoute.tsx',
    imports: ['assets/react.js', 'assets/useQuery.js'],
    dynamicImports: ['assets/DashboardPage.js', 'assets/PeoplePage.js'],
  }),
  chunk('assets/DashboardPage.js', {
    imports: ['assets/charts.js'],
    css: ['assets/DashboardPage.css'],
  }),
  chunk('assets/PeoplePage.js', { imports: ['assets/AdminRoute.js'], css: ['assets/cards.css'] }),
  chunk('assets/charts.js'),
];

describe("the operator console's files, left out of the precache", () => {
  it('are what only the console route reaches, lazily or not', () => {
    expect([...consoleOnlyFiles(bundle)].sort()).toEqual([
      'assets/AdminRoute.js',
      'assets/DashboardPage.css',
      'assets/DashboardPage.js',
      'assets/PeoplePage.js',
      'assets/charts.js',
    ]);
  });

  it('leave out nothing a public page needs, even when the console imports it too', () => {
    const shared = bundle.map((c) =>
      c.fileName === 'assets/HomeRoute.js'
        ? { ...c, imports: [...c.imports, 'assets/charts.js'] }
        : c,
    );
    const files = consoleOnlyFiles(shared);
    expect(files.has('assets/charts.js')).toBe(false);
    expect(files.has('assets/useQuery.js')).toBe(false);
    expect(files.has('assets/cards.css')).toBe(false);
    expect(files.has('assets/DashboardPage.js')).toBe(true);
  });

  it('stop the build when the console route cannot be found', () => {
    expect(() => consoleOnlyFiles(bundle.filter((c) => c.facadeModuleId === null))).toThrow(
      /AdminRoute/,
    );
  });
});
