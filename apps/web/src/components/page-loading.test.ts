import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import hi from '../locales/hi/common.json';
import { PageLoading } from './PageLoading';

const LOADING = { en: en['common.loading'], hi: hi['common.loading'] };

describe('the first screen in index.html', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const root = /<div id="root">(.*)<\/div>$/m.exec(html)?.[1] ?? '';

  // The browser paints index.html's #root before any script runs; React's first render (the
  // router's HydrateFallback) then replaces it. Identical markup means no flash in between. It
  // holds "Loading" in both languages, and styles.css shows the one of <html lang>.
  it.each(['en', 'hi'] as const)('is exactly what PageLoading renders, in %s', (language) => {
    const other = language === 'en' ? 'hi' : 'en';
    const shown = root
      .replace(`<span data-first-screen="${other}">${LOADING[other]}</span>`, '')
      .replace(` data-first-screen="${language}"`, '');
    const english = renderToStaticMarkup(createElement(PageLoading));
    expect(english).toContain(`<span>${LOADING.en}</span>`);
    expect(shown).toBe(
      english.replace(`<span>${LOADING.en}</span>`, `<span>${LOADING[language]}</span>`),
    );
  });

  it('hides the other language with the language the inline script sets', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    expect(css).toContain('html:not([lang="hi"]) [data-first-screen="hi"]');
    expect(css).toContain('html[lang="hi"] [data-first-screen="en"]');
  });
});
