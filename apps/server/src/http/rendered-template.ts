import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from '../lib/html-text';
import type { Locale } from './page-render';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
// The app's entry and the modules it imports, as Vite writes them into index.html.
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload") crossorigin /g;

/**
 * The app's page as the frame of pages rendered on the server: `index.html` with its stylesheet
 * inline and its scripts fetched after the first screen's pictures and fonts.
 */
export function renderedPageTemplate(indexHtml: string, distDir: string): string {
  return withHydrationScriptsLast(withInlineStyles(indexHtml, distDir));
}

/**
 * The stylesheet inline: the first screen paints with the HTML, without waiting for a stylesheet
 * it blocks on (Lighthouse measured that request at 150–450 ms on a slow phone connection). It is
 * the whole of the app's first stylesheet (about 14 KB compressed), which the page keeps as the
 * reader moves on in the app; pages' own stylesheets load with their code as before. The CSP
 * allows inline styles.
 */
export function withInlineStyles(indexHtml: string, distDir: string): string {
  const link = STYLESHEET.exec(indexHtml);
  if (!link?.[1]) return indexHtml;
  let css: string;
  try {
    css = readFileSync(path.join(distDir, link[1]), 'utf8');
  } catch {
    return indexHtml;
  }
  // Nothing in a stylesheet we build ends a style element; if it ever did, link it as before.
  if (/<\/style/i.test(css)) return indexHtml;
  return indexHtml.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The app's scripts at low priority. A rendered page is readable, and its links work, before any
 * script runs: the scripts only make it interactive. At the browser's default (high) priority
 * their ~145 KB went first on a slow phone connection, ahead of the first screen's pictures and
 * the heading's font, and Lighthouse counted them as blocking the first paint. The app's shell
 * (index.html as is) keeps them at high priority: without them it shows nothing.
 */
export function withHydrationScriptsLast(html: string): string {
  return html.replace(APP_SCRIPTS, '<$1 crossorigin fetchpriority="low" ');
}

const ROOT_OPEN = '<div id="root">';

/**
 * The app's page with a rendered page in its root, in `locale`, and the data the browser hydrates
 * from. The data is JSON in a script element the browser never runs (CSP allows no inline
 * script), written so no title or banner text can end the element (`scriptSafeJson`).
 */
export function withRenderedPage(
  appHtml: string,
  page: { head: string; html: string; data: unknown | null },
  locale: Locale,
): string {
  const { html: rootHtml, data } = page;
  const open = appHtml.indexOf(ROOT_OPEN);
  const bodyEnd = appHtml.lastIndexOf('</body>');
  const close = appHtml.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || bodyEnd < 0 || close < open) throw new Error('index.html has no #root element');
  return [
    appHtml
      .slice(0, open)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('</head>', () => `${page.head}</head>`),
    ROOT_OPEN,
    rootHtml,
    '</div>',
    data === null
      ? ''
      : `<script type="application/json" id="stamp-page-data">${scriptSafeJson(data)}</script>`,
    appHtml.slice(close + '</div>'.length),
  ].join('');
}
