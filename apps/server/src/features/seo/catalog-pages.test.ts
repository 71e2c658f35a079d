import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';

// The web app's own index.html (its source, which the build keeps as it is in the head).
const WEB_INDEX = fileURLToPath(new URL('../../../../web/index.html', import.meta.url));

let t: TestApp;
let distDir: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'stamp-page-head-'));
  await copyFile(WEB_INDEX, path.join(distDir, 'index.html'));
  t = await startTestApp({ webDistDir: distDir });
  const fixture = await createCatalogFixture(t.db, t.storage);
  const festivals = await fixture.category('Festivals');
  const diwali = await fixture.subCategory(festivals, 'Diwali');
  const diya = await fixture.media(diwali, festivals, { title: 'Diya </script><b>Wishes</b>' });
  const draft = await fixture.media(diwali, festivals, { title: 'Not yet' });
  await t.db.update(media).set({ publication: 'draft' }).where(eq(media.id, draft.id));
  Object.assign(ids, {
    festivals: festivals.id,
    diwali: diwali.id,
    diya: diya.id,
    draft: draft.id,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

async function page(address: string) {
  const response = await fetch(`${t.baseUrl}${address}`);
  return { response, html: await response.text() };
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('a shared link to a catalog page', () => {
  it("carries the item's title, preview image, canonical address and structured data", async () => {
    const { response, html } = await page(`/${ids.diya}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(meta(html, 'og:title')).toBe(
      'Diya &lt;/script&gt;&lt;b&gt;Wishes&lt;/b&gt; · Diwali post | Stamp',
    );
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/stamp\.test\/media\/public\/.+/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="http://stamp.test/${ids.diya}" />`);
    // The title's markup never became markup: one script block, the JSON-LD.
    expect(html.match(/<\/script>/g)).toHaveLength(2); // JSON-LD and the app's module script
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const graph = JSON.parse(json)['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'ImageObject', name: 'Diya </script><b>Wishes</b>' });
    expect(graph[1].itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
      'Festivals',
      'Diwali',
      'Diya </script><b>Wishes</b>',
    ]);
    // The app itself is all there.
    expect(html).toContain('<div id="root">');
  });

  it('names a category and a sub-category at any of their addresses, with one canonical one', async () => {
    const category = await page(`/festivals/${ids.festivals}`);
    expect(meta(category.html, 'og:title')).toBe('Festivals creatives | Stamp');
    const canonical = `<link rel="canonical" href="http://stamp.test/category/diwali/${ids.diwali}" />`;
    for (const address of [
      `/category/diwali/${ids.diwali}`,
      `/diwali/${ids.diwali}`,
      `/some-old-name/${ids.diwali}`,
    ]) {
      const { html } = await page(address);
      expect(meta(html, 'og:title'), address).toBe('Diwali images and videos | Stamp');
      expect(html, address).toContain(canonical);
    }
  });

  it("gives a draft, an unknown id or another page the app's own head", async () => {
    for (const address of [`/${ids.draft}`, '/0123456789abcdef01234567', '/login', '/x/y']) {
      const { response, html } = await page(address);
      expect(response.status, address).toBe(200);
      expect(html, address).toContain('<title>Stamp — Stamp Your Identity</title>');
      expect(meta(html, 'og:title'), address).toBeUndefined();
    }
  });

  it('shows a new name after the operator renames the sub-category', async () => {
    expect(meta((await page(`/diwali/${ids.diwali}`)).html, 'og:title')).toContain('Diwali');
    await t.services.catalogStructure.renameSubCategory(ids.diwali as string, 'Deepavali');
    await expect
      .poll(async () => meta((await page(`/diwali/${ids.diwali}`)).html, 'og:title'))
      .toBe('Deepavali images and videos | Stamp');
  });

  it('answers brotli to a browser and 304 to a revalidation', async () => {
    const first = await fetch(`${t.baseUrl}/${ids.diya}`, {
      headers: { 'accept-encoding': 'br' },
    });
    // The body follows Accept-Encoding, and nothing else: the same page for every language.
    expect(first.headers.get('vary')).toBe('accept-encoding');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${t.baseUrl}/${ids.diya}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
