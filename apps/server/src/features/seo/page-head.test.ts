import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson } from '../../lib/html-text';
import { withPageHead } from './page-head';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The app's own words."
    />
    <title>Stamp — Stamp Your Identity</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = (title: string) => ({
  title,
  description: `About ${title}`,
  canonical: 'https://stamp.test/0123456789abcdef01234567',
  image: { url: 'https://stamp.test/media/p.webp', width: 1080, height: 1920, alt: title },
  structuredData: [{ '@type': 'ImageObject', name: title }],
});

describe("a page's head", () => {
  it("replaces the app's title and description, once each, and keeps the rest", () => {
    const html = withPageHead(INDEX, head('Diya Wishes'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Diya Wishes</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="About Diya Wishes" />');
    expect(html).not.toContain("The app's own words.");
    expect(html).toContain(
      '<meta property="og:image" content="https://stamp.test/media/p.webp" />',
    );
    expect(html).toContain('<meta property="og:image:height" content="1920" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps a title that holds markup, a script end or replacement patterns as plain text', () => {
    const evil = `</title></script><script>alert(1)</script><!-- "quoted" & $& $1 'single'`;
    const html = withPageHead(INDEX, head(evil));
    // Nothing the title carried opens or closes an element.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain(`<title>${escapeHtml(evil)}</title>`);
    // The structured data reads back as the same text.
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)['@graph'][0].name).toBe(evil);
  });

  it('writes the separators JSON allows but old script parsers do not as escapes', () => {
    expect(scriptSafeJson({ a: 'x\u2028y\u2029<' })).toBe('{"a":"x\\u2028y\\u2029\\u003c"}');
  });

  it('adds its tags before </head> when the page has no title to replace', () => {
    const html = withPageHead('<html><head></head><body></body></html>', head('Plain'));
    expect(html).toMatch(/<title>Plain<\/title>[\s\S]*<\/head>/);
  });
});
