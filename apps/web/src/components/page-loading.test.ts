import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLoading } from './PageLoading';

describe('the first screen in index.html', () => {
  // The browser paints index.html's #root before any script runs; React's first render (the
  // router's HydrateFallback) then replaces it. Identical markup means no flash in between.
  it('is exactly what PageLoading renders', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">(.*)<\/div>$/m.exec(html)?.[1];
    expect(root).toBe(renderToStaticMarkup(createElement(PageLoading)));
  });
});
