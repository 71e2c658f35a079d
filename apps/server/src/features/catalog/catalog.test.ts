import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { undecodedRequest } from '../../test/raw-http';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createCatalogFixture } from './catalog.fixtures';
import type { CategoryRow, MediaRow, SubCategoryRow } from './catalog.presenter';

let t: TestApp;
let festivals: CategoryRow;
let business: CategoryRow;
let diwali: SubCategoryRow;
let holi: SubCategoryRow;
const diwaliImages: MediaRow[] = [];
let diwaliReel: MediaRow;

beforeAll(async () => {
  t = await startTestApp();
  const fixture = await createCatalogFixture(t.db, t.storage);
  festivals = await fixture.category('Festivals', 1);
  business = await fixture.category('Business Offers', 2);
  diwali = await fixture.subCategory(festivals, 'Diwali', 1);
  holi = await fixture.subCategory(festivals, 'Holi', 2);
  await fixture.subCategory(business, 'Grand Opening');
  for (let i = 0; i < 5; i++) {
    diwaliImages.push(
      await fixture.media(diwali, festivals, {
        title: `Happy Diwali ${i}`,
        creativeType: i % 2 ? 'story' : 'post',
        isTrending: i === 0,
        isLatest: i === 4,
      }),
    );
  }
  diwaliReel = await fixture.media(diwali, festivals, {
    title: 'Diwali Reel',
    type: 'video',
    isTrending: true,
  });
  await fixture.media(holi, festivals, { title: 'Holi Colours' });
});
afterAll(() => t?.close());

async function memberClient(): Promise<TestClient> {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  await t.db.insert(memberships).values({
    userId: signup.body.data._id,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  return client;
}

describe('categories and sub-categories', () => {
  it('lists categories in order with their sub-category counts', async () => {
    const response = await t.client().get('/api/v1/user/categories');
    expect(response.status).toBe(200);
    expect(
      response.body.data.map((c: { name: string; subCategoryCount: number }) => [
        c.name,
        c.subCategoryCount,
      ]),
    ).toEqual([
      ['Festivals', 2],
      ['Business Offers', 1],
    ]);
    expect(response.body.data[0]).toMatchObject({
      _id: festivals.id,
      thumbnailImage: { secureUrl: null },
    });
  });

  it('lists the sub-categories of a category with media counts for the card label', async () => {
    const response = await t.client().get(`/api/v1/user/subcategories/${festivals.id}`);
    expect(response.status).toBe(200);
    expect(response.body.category).toMatchObject({ _id: festivals.id, name: 'Festivals' });
    expect(response.body.data).toEqual([
      expect.objectContaining({
        _id: diwali.id,
        name: 'Diwali',
        category: { _id: festivals.id, name: 'Festivals' },
        mediaCount: 6,
        imageCount: 5,
        videoCount: 1,
      }),
      expect.objectContaining({ name: 'Holi', mediaCount: 1 }),
    ]);
  });

  it.each(['000000000000000000000000', 'not-an-id', "1' OR '1'='1", 'ffffffffffffffffffffffffff'])(
    'answers 404 for the unknown or malformed category id %j',
    async (id) => {
      const response = await t.client().get(`/api/v1/user/subcategories/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        message: 'Category not found',
        code: 'NOT_FOUND',
      });
    },
  );
});

describe('media lists', () => {
  it('lists a sub-category images newest first with entity fields of the specification', async () => {
    const response = await t.client().get(`/api/v1/user/subcategories/${diwali.id}/media/images`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((m: { title: string }) => m.title)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Happy Diwali ${i}`),
    );
    expect(response.body.paging).toEqual({ nextCursor: null, limit: 30 });
    expect(response.body.subCategory).toMatchObject({ _id: diwali.id, name: 'Diwali' });
    const newest = response.body.data[0];
    expect(newest).toMatchObject({
      _id: diwaliImages[4]?.id,
      type: 'image',
      creativeType: 'post',
      flags: { isTrending: false, isLatest: true },
      subCategory: { _id: diwali.id, name: 'Diwali' },
      category: { _id: festivals.id, name: 'Festivals' },
      downloadCount: 0,
      cleanUrl: null,
      thumbnailImage: { secureUrl: expect.stringMatching(/^\/media\/public\//) },
      url: expect.stringMatching(/^\/media\/public\//),
    });
  });

  it('filters by creative type and pages with a cursor', async () => {
    const stories = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images?creativeType=story`);
    expect(stories.body.data.map((m: { title: string }) => m.title)).toEqual([
      'Happy Diwali 3',
      'Happy Diwali 1',
    ]);

    const all = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images?creativeType=`);
    expect(all.body.data).toHaveLength(5);

    const first = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images?limit=2`);
    expect(first.body.data).toHaveLength(2);
    const cursor = first.body.paging.nextCursor;
    expect(cursor).toBe(first.body.data[1]._id);
    const second = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images?limit=2&cursor=${cursor}`);
    const third = await t
      .client()
      .get(
        `/api/v1/user/subcategories/${diwali.id}/media/images?limit=2&cursor=${second.body.paging.nextCursor}`,
      );
    const titles = [...first.body.data, ...second.body.data, ...third.body.data].map(
      (m: { title: string }) => m.title,
    );
    expect(titles).toEqual([4, 3, 2, 1, 0].map((i) => `Happy Diwali ${i}`));
    expect(third.body.paging.nextCursor).toBeNull();
  });

  it('lists videos separately', async () => {
    const response = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/videos?creativeType=reel`);
    expect(response.body.data.map((m: { _id: string }) => m._id)).toEqual([diwaliReel.id]);
    expect(response.body.data[0]).toMatchObject({ type: 'video', durationS: 6 });
  });

  it.each([
    [
      'an unknown creative type',
      `?creativeType=banner`,
      'creativeType must be empty, post, story, aiGenerated or reel',
    ],
    ['reel for images', '?creativeType=reel', 'creativeType reel applies to videos only'],
    ['a limit of 0', '?limit=0', undefined],
    ['a limit of 1000', '?limit=1000', undefined],
  ])('refuses %s with 400', async (_, query, message) => {
    const response = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images${query}`);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  it('answers 404 for an unknown sub-category', async () => {
    const response = await t
      .client()
      .get('/api/v1/user/subcategories/0123456789abcdef01234567/media/videos');
    expect(response.status).toBe(404);
  });
});

describe('media item, home feed, banners and resolving ids', () => {
  it('returns one media item and 404 for unknown or malformed ids', async () => {
    const item = await t.client().get(`/api/v1/user/media/${diwaliReel.id}?userId=whatever`);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({
      _id: diwaliReel.id,
      title: 'Diwali Reel',
      type: 'video',
    });
    expect((await t.client().get('/api/v1/user/media/0123456789abcdef01234567')).status).toBe(404);
    expect((await t.client().get('/api/v1/user/media/%27%3B%20DROP%20TABLE%20media')).status).toBe(
      404,
    );
  });

  it('serves trending and latest lists with the default banner text', async () => {
    const response = await t.client().get('/api/v1/user/media/home/feeds?limit=10');
    expect(response.status).toBe(200);
    expect(response.body.data.topBanner).toEqual({
      topBannerText: 'Stamp Your Identity',
      testPayments: true, // the test app runs the payment sandbox
    });
    expect(response.body.data.trending.map((m: { _id: string }) => m._id)).toEqual([
      diwaliReel.id,
      diwaliImages[0]?.id,
    ]);
    expect(response.body.data.latest.map((m: { _id: string }) => m._id)).toEqual([
      diwaliImages[4]?.id,
    ]);
    const one = await t.client().get('/api/v1/user/media/home/feeds?limit=1');
    expect(one.body.data.trending).toHaveLength(1);
    expect((await t.client().get('/api/v1/user/media/home/feeds?limit=abc')).status).toBe(400);
  });

  it('lists banners', async () => {
    const response = await t.client().get('/api/v1/user/get-all-banners');
    expect(response.body.data).toEqual([{ _id: 'top', topBannerText: 'Stamp Your Identity' }]);
  });

  it('resolves an id to a category, a sub-category or a media item in one call', async () => {
    const category = await t.client().get(`/api/v1/user/resolve/${festivals.id}`);
    expect(category.body.data).toMatchObject({ kind: 'category', category: { _id: festivals.id } });
    const sub = await t.client().get(`/api/v1/user/resolve/${holi.id}`);
    expect(sub.body.data).toMatchObject({
      kind: 'subCategory',
      subCategory: { _id: holi.id, name: 'Holi' },
    });
    const item = await t.client().get(`/api/v1/user/resolve/${diwaliReel.id}`);
    expect(item.body.data).toMatchObject({ kind: 'media', media: { _id: diwaliReel.id } });
    expect((await t.client().get('/api/v1/user/resolve/0123456789abcdef01234567')).status).toBe(
      404,
    );
  });
});

describe('entitlement', () => {
  it('gives a visitor the watermarked preview and no way to the clean one or the original', async () => {
    const visitor = t.client();
    const item = (await visitor.get(`/api/v1/user/media/${diwaliImages[0]?.id}`)).body.data;
    expect(item.cleanUrl).toBeNull();
    expect((await visitor.get(item.url)).status).toBe(200);
    expect((await visitor.get(item.thumbnailImage.secureUrl)).status).toBe(200);

    const everything = JSON.stringify([
      (await visitor.get(`/api/v1/user/subcategories/${diwali.id}/media/images`)).body,
      (await visitor.get('/api/v1/user/media/home/feeds')).body,
      (await visitor.get(`/api/v1/user/resolve/${diwaliImages[0]?.id}`)).body,
    ]);
    expect(everything).not.toMatch(/private\//);

    const row = diwaliImages[0] as MediaRow;
    const clean = row.previewCleanKey;
    const original = row.originalKey;
    const name = (key: string) => key.split('/').at(-1) as string;
    const guesses = [
      `/media/${clean}`,
      `/media/${original}`,
      `/media/public/previews/${name(clean)}`,
      `/media/public/originals/${name(original)}`,
      `/media/${clean}?e=9999999999&s=forged`,
      `/media/${original}?e=9999999999`,
    ];
    for (const guess of guesses) {
      const response = await visitor.get(guess);
      const served =
        response.status === 200 && (await t.storage.get(clean)).equals(Buffer.from(response.body));
      expect(served, guess).toBe(false);
      expect([403, 404], guess).toContain(response.status);
    }
  });

  it('gives an active member a signed clean preview that works', async () => {
    const member = await memberClient();
    const item = (await member.get(`/api/v1/user/media/${diwaliImages[1]?.id}`)).body.data;
    expect(item.cleanUrl).toMatch(/^\/media\/private\/previews\/.+\?e=\d+&s=/);
    const response = await fetch(`${t.baseUrl}${item.cleanUrl}`);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer()).equals(
        await t.storage.get(diwaliImages[1]?.previewCleanKey as string),
      ),
    ).toBe(true);
    // The member's list answers carry clean links too, but never a visitor's.
    const list = await member.get(`/api/v1/user/subcategories/${diwali.id}/media/images`);
    expect(list.body.data.every((m: { cleanUrl: string | null }) => m.cleanUrl)).toBe(true);
    const visitorList = await t
      .client()
      .get(`/api/v1/user/subcategories/${diwali.id}/media/images`);
    expect(
      visitorList.body.data.every((m: { cleanUrl: string | null }) => m.cleanUrl === null),
    ).toBe(true);
  });

  it('treats a lapsed membership as a visitor', async () => {
    const client = t.client();
    const signup = await client.post('/api/v1/user/signup', newSignup());
    await t.db.insert(memberships).values({
      userId: signup.body.data._id,
      plan: 'pro',
      status: 'active',
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    const item = (await client.get(`/api/v1/user/media/${diwaliImages[2]?.id}`)).body.data;
    expect(item.cleanUrl).toBeNull();
  });
});

describe('search through the running app', () => {
  it('finds items despite typos and prefixes, grouped, at most 10 each', async () => {
    for (const query of ['dewali', 'diwal', 'Happy Diwali']) {
      const response = await t.client().post('/api/v1/user/search', { query });
      expect(response.status, query).toBe(200);
      expect(response.body.data.subCategories[0]?.name, query).toBe('Diwali');
      expect(response.body.data.media.length, query).toBeGreaterThan(0);
      expect(response.body.data.media.length, query).toBeLessThanOrEqual(10);
      expect(response.body.data.media[0].title, query).toMatch(/Diwali/);
    }
    const category = await t.client().post('/api/v1/user/search', { query: 'festivls' });
    expect(category.body.data.categories[0]?.name).toBe('Festivals');
  });

  it('answers blank queries with empty lists and refuses a query over 200 characters', async () => {
    const blank = await t.client().post('/api/v1/user/search', { query: '   ' });
    expect(blank.body.data).toEqual({ categories: [], subCategories: [], media: [] });
    const long = await t.client().post('/api/v1/user/search', { query: 'x'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('treats SQL and operators as plain text', async () => {
    for (const query of ["'; DROP TABLE media; --", '100% _off_ \\', 'a & b | !c <-> :*']) {
      const response = await t.client().post('/api/v1/user/search', { query });
      expect(response.status, query).toBe(200);
    }
    const still = await t.client().get(`/api/v1/user/subcategories/${diwali.id}/media/images`);
    expect(still.body.data).toHaveLength(5);
  });
});

describe('transfer: compression and revalidation', () => {
  const listPath = () => `/api/v1/user/subcategories/${diwali.id}/media/images`;

  const rawGet = (path: string, headers: Record<string, string>) =>
    undecodedRequest(`${t.baseUrl}${path}`, headers);

  it('sends brotli to a browser, gzip to a client without it and plain JSON otherwise', async () => {
    const plain = await rawGet(listPath(), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body.toString('utf8'));
    expect(expected.data).toHaveLength(5);

    const br = await rawGet(listPath(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected);

    const gz = await rawGet(listPath(), { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(expected);
  });

  it('answers a revalidation with 304 until the catalog changes', async () => {
    const first = await rawGet(listPath(), {});
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await rawGet(listPath(), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const fixture = await createCatalogFixture(t.db, t.storage);
    await fixture.media(diwali, festivals, { title: 'Diwali Sweets' });
    t.catalogCache.invalidate();
    const changed = await rawGet(listPath(), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body.toString('utf8')).data[0].title).toBe('Diwali Sweets');
  });

  it('gives a member a different validator than a visitor, so a login never serves stale URLs', async () => {
    const visitor = await rawGet(listPath(), {});
    const member = await memberClient();
    const response = await member.get(listPath(), {
      'if-none-match': visitor.headers.etag as string,
    });
    expect(response.status).toBe(200);
    expect(response.body.data[0].cleanUrl).toEqual(expect.any(String));
  });
});
