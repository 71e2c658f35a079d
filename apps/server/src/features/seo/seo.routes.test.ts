import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';
import { createSitemapService } from './sitemap.service';

let t: TestApp;
const ids: Record<string, string> = {};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await startTestApp();
  const fixture = await createCatalogFixture(t.db, t.storage);
  const festivals = await fixture.category('Festivals & Days');
  const diwali = await fixture.subCategory(festivals, 'Diwali <Wishes>');
  const shown = await fixture.media(diwali, festivals, { title: 'Diya' });
  const draft = await fixture.media(diwali, festivals, { title: 'Not yet' });
  await t.db.update(media).set({ publication: 'draft' }).where(eq(media.id, draft.id));
  const secret = await fixture.category('Secret');
  const inside = await fixture.subCategory(secret, 'Inside');
  const hiddenItem = await fixture.media(inside, secret, { title: 'Hidden away' });
  await t.services.catalogStructure.setCategoryHidden(secret.id, true);
  Object.assign(ids, {
    festivals: festivals.id,
    diwali: diwali.id,
    shown: shown.id,
    draft: draft.id,
    secret: secret.id,
    inside: inside.id,
    hiddenItem: hiddenItem.id,
  });
}, 60_000);
afterAll(async () => t?.close());

describe('sitemap.xml', () => {
  it("lists every public page, category, sub-category and item at the web app's addresses", async () => {
    const response = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const listed = locs(xml);
    expect(listed).toEqual(
      expect.arrayContaining([
        'http://stamp.test/',
        'http://stamp.test/calendar',
        'http://stamp.test/privacy-policy',
        `http://stamp.test/festivals-days/${ids.festivals}`,
        `http://stamp.test/category/diwali-wishes/${ids.diwali}`,
        `http://stamp.test/${ids.shown}`,
      ]),
    );
    const joined = listed.join(' ');
    for (const hidden of ['draft', 'secret', 'inside', 'hiddenItem']) {
      expect(joined).not.toContain(ids[hidden]);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists a design once it is published (the catalog cache lets go on a write)', async () => {
    await t.db
      .update(media)
      .set({ publication: 'published' })
      .where(eq(media.id, ids.draft as string));
    t.catalogCache.invalidate();
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(locs(xml)).toContain(`http://stamp.test/${ids.draft}`);
    await t.db
      .update(media)
      .set({ publication: 'draft' })
      .where(eq(media.id, ids.draft as string));
    t.catalogCache.invalidate();
  });

  it('is an index of files once the catalog is over one file, each file listing its share', async () => {
    const sitemap = createSitemapService({
      db: t.db,
      publicUrl: new URL('http://stamp.test'),
      fileSize: 5,
    });
    const index = await sitemap.root();
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      'http://stamp.test/sitemaps/pages.xml',
      'http://stamp.test/sitemaps/items-1.xml',
    ]);
    expect(locs((await sitemap.itemsFile(1)) ?? '')).toEqual([`http://stamp.test/${ids.shown}`]);
    expect(await sitemap.itemsFile(2)).toBeNull();
    expect(locs(await sitemap.pagesFile())).toContain(
      `http://stamp.test/category/diwali-wishes/${ids.diwali}`,
    );
  });

  it('answers its files, and 404 for a block past the end or a name it never writes', async () => {
    const pages = await fetch(`${t.baseUrl}/sitemaps/pages.xml`);
    expect(pages.status).toBe(200);
    expect(locs(await pages.text())).toContain('http://stamp.test/about');
    const items = await fetch(`${t.baseUrl}/sitemaps/items-1.xml`);
    expect(locs(await items.text())).toEqual([`http://stamp.test/${ids.shown}`]);
    for (const name of [
      'items-2.xml',
      'items-0.xml',
      'items-1.xml%00',
      '..%2Fsecret.key',
      'items-9999999.xml',
    ]) {
      const response = await fetch(`${t.baseUrl}/sitemaps/${name}`);
      expect([name, response.status]).toEqual([name, name.includes('%00') ? 400 : 404]);
      await response.arrayBuffer();
    }
  });

  it('escapes what XML gives meaning to', async () => {
    const { escapeXml } = await import('./sitemap-xml');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });
});

describe('robots.txt', () => {
  it('keeps account pages out and names the sitemap by its full address', async () => {
    const response = await fetch(`${t.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Disallow: /profile\n');
    expect(text).toContain('Disallow: /checkout\n');
    expect(text).toContain('Sitemap: http://stamp.test/sitemap.xml\n');
  });
});
