import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixture } from '../features/catalog/catalog.fixtures';
import type { CategoryRow, MediaRow, SubCategoryRow } from '../features/catalog/catalog.presenter';
import { type RawResponse, rawRequest, undecodedRequest } from '../test/raw-http';
import { signedInMember } from '../test/test-accounts';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;
let festivals: CategoryRow;
let diwali: SubCategoryRow;
let first: MediaRow;

beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: 'metrics-token-for-tests-0123456789' } });
  fixture = await createCatalogFixture(t.db, t.storage);
  festivals = await fixture.category('Festivals', 1);
  diwali = await fixture.subCategory(festivals, 'Diwali', 1);
  first = await fixture.media(diwali, festivals, { title: 'Happy Diwali', isTrending: true });
  for (let i = 1; i < 4; i++) {
    await fixture.media(diwali, festivals, { title: `Diwali Wishes ${i}`, isLatest: true });
  }
});
afterAll(() => t?.close());

type Answer = RawResponse;

/** One request as a browser sends it, with the bytes as they came (no decompression). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  undecodedRequest(`${t.baseUrl}${path}`, headers, method);

/** What must match between the two paths: everything but the request's own id and the clock. */
function sameParts({ status, headers, body }: Answer) {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('catalog answers to visitors, before the framework', () => {
  it('sends a visitor the same status, headers and bytes the framework sent the first one', async () => {
    const addresses: [string, Record<string, string>][] = [
      ['/api/v1/user/media/home/feeds?limit=10', BROWSER],
      [`/api/v1/user/subcategories/${diwali.id}/media/images`, { 'accept-encoding': 'gzip' }],
      [`/api/v1/user/subcategories/${festivals.id}`, {}],
      ['/api/v1/user/categories', BROWSER],
      [`/api/v1/user/media/${first.id}?userId=someone`, BROWSER],
    ];
    for (const [path, headers] of addresses) {
      const before = t.visitors.size();
      const byFramework = await get(path, headers);
      expect(byFramework.status, path).toBe(200);
      expect(t.visitors.size(), `${path} is remembered`).toBe(before + 1);
      const early = await get(path, headers);
      expect(sameParts(early), path).toEqual(sameParts(byFramework));
      expect(early.headers['x-request-id']).not.toBe(byFramework.headers['x-request-id']);
    }
  });

  it('answers a browser revalidating what it has with the same bodiless 304', async () => {
    const path = '/api/v1/user/categories';
    const { headers } = await get(path, BROWSER);
    const etag = String(headers.etag);
    const revalidate = { ...BROWSER, 'if-none-match': `W/${etag}, "other"` };
    const answers = [await get(path, revalidate), await get(path, revalidate)];
    for (const answer of answers) {
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
    }
    // Both paths: the framework's 304 (the address had just been answered with a 200 by it
    // too, so it is remembered before either revalidation) matches an early one.
    expect(sameParts(answers[1] as Answer)).toEqual(sameParts(answers[0] as Answer));
  });

  it("keeps a caller's request id and gives everyone else a new one", async () => {
    const path = '/api/v1/user/categories';
    await get(path);
    const kept = await get(path, { 'x-request-id': 'edge-proxy.4711' });
    expect(kept.headers['x-request-id']).toBe('edge-proxy.4711');
    const refused = await get(path, { 'x-request-id': 'has spaces and ;' });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{24}$/);
  });

  it("gives a member at a visitor's address the member's answer (clean previews)", async () => {
    const path = `/api/v1/user/subcategories/${diwali.id}/media/images`;
    await get(path);
    const visitor = await get(path);
    expect(JSON.parse(visitor.body.toString()).data[0].cleanUrl).toBeNull();
    const { client } = await signedInMember(t, 5);
    const member = await client.get(path);
    expect(member.status).toBe(200);
    expect(member.body.data[0].cleanUrl).toMatch(/^\/media\//);
  });

  it('shows a catalog write to the very next visitor', async () => {
    const path = `/api/v1/user/subcategories/${diwali.id}/media/images?limit=50`;
    await get(path);
    const before = JSON.parse((await get(path)).body.toString()).data.length;
    await fixture.media(diwali, festivals, { title: 'Fresh Diwali Poster' });
    t.catalogCache.invalidate();
    const after = JSON.parse((await get(path)).body.toString()).data;
    expect(after).toHaveLength(before + 1);
    expect(after.map((item: { title: string }) => item.title)).toContain('Fresh Diwali Poster');
  });

  it('never remembers a refused address: each one is refused by the framework again', async () => {
    const before = t.visitors.size();
    const refused = [
      '/api/v1/user/media/home/feeds?limit=0',
      '/api/v1/user/media/home/feeds?limit=%00',
      '/api/v1/user/media/home/feeds?limit=%ED%A0%80',
      `/api/v1/user/subcategories/${diwali.id}/media/images?creativeType=reel`,
      '/api/v1/user/subcategories/not-an-id/media/images',
    ];
    for (const path of refused) {
      for (let i = 0; i < 2; i++) {
        const answer = await rawRequest(t.baseUrl, path);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(JSON.parse(answer.body.toString()).success).toBe(false);
      }
    }
    expect(t.visitors.size()).toBe(before);
  });

  it('leaves HEAD and other methods to the framework', async () => {
    const path = '/api/v1/user/categories';
    await get(path);
    const head = await get(path, BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await get(path, {}, 'POST');
    expect(post.status).toBe(405);
    expect(JSON.parse(post.body.toString()).success).toBe(false);
  });

  it('counts early answers in the metrics under their route', async () => {
    const path = '/api/v1/user/categories?for=metrics';
    const count = async () => {
      const metrics = await t
        .client()
        .get('/metrics', { authorization: 'Bearer metrics-token-for-tests-0123456789' });
      const line = String(metrics.body)
        .split('\n')
        .find((l) =>
          l.startsWith(
            'stamp_http_request_duration_seconds_count{method="GET",route="/api/v1/user/categories",status="200"}',
          ),
        );
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await count();
    await get(path);
    await get(path);
    await get(path);
    expect(await count()).toBe(before + 3);
  });
});
