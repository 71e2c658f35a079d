import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb, sampleImage } from '../../adapters/media/test-media';
import { auditLog } from '../../db/schema';
import { signedInOperator } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
}, 60_000);
afterAll(async () => t?.close());

async function sendImage(url: string, file: Buffer, name = 'card.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${t.baseUrl}${url}`, {
    method: 'PUT',
    body: form,
    headers: { cookie: operator.cookie ?? '' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies instead of typing them
  return { status: response.status, body: (await response.json()) as any };
}
const actions = async (targetId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => r.action);
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('hiding and showing', () => {
  it('a hidden category and everything in it vanish for visitors, not for operators', async () => {
    const category = await operator.post('/api/v1/admin/categories', { name: 'Weddings' });
    const categoryId = category.body.data._id as string;
    const sub = await operator.post(`/api/v1/admin/categories/${categoryId}/subcategories`, {
      name: 'Invitations',
    });
    const subId = sub.body.data._id as string;
    const item = await t.services.catalogAdmin.addMedia(
      subId,
      { buffer: await sampleImage(500, 500, 'jpeg') },
      { title: 'Royal Invitation', creativeType: 'post', isTrending: true, isLatest: true },
    );
    const visitor = t.client();
    expect(ids((await visitor.get('/api/v1/user/categories')).body.data)).toContain(categoryId);

    const hide = await operator.request(
      'PUT',
      `/api/v1/admin/categories/${categoryId}/visibility`,
      {
        hidden: true,
      },
    );
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({
      message: 'Category hidden',
      data: { _id: categoryId, hidden: true, subCategoryCount: 1, mediaCount: 1 },
    });
    expect(ids((await visitor.get('/api/v1/user/categories')).body.data)).not.toContain(categoryId);
    expect((await visitor.get(`/api/v1/user/subcategories/${categoryId}`)).status).toBe(404);
    expect((await visitor.get(`/api/v1/user/subcategories/${subId}/media/images`)).status).toBe(
      404,
    );
    expect((await visitor.get(`/api/v1/user/media/${item._id}`)).status).toBe(404);
    expect((await visitor.get(`/api/v1/user/resolve/${categoryId}`)).status).toBe(404);
    expect((await visitor.get(`/api/v1/user/resolve/${subId}`)).status).toBe(404);
    const found = (await visitor.post('/api/v1/user/search', { query: 'royal invitation' })).body
      .data;
    expect(ids(found.media)).not.toContain(item._id);
    expect(ids(found.categories)).not.toContain(categoryId);
    expect(ids(found.subCategories)).not.toContain(subId);
    const feed = (await visitor.get('/api/v1/user/media/home/feeds?limit=50')).body.data;
    expect(ids(feed.trending)).not.toContain(item._id);

    // Operators still list it, with its counts.
    const listed = await operator.get('/api/v1/admin/categories');
    expect(listed.body.data.find((c: { _id: string }) => c._id === categoryId)).toMatchObject({
      hidden: true,
      mediaCount: 1,
    });
    const subs = await operator.get(`/api/v1/admin/subcategories?categoryId=${categoryId}`);
    expect(subs.body.data[0]).toMatchObject({
      _id: subId,
      hidden: false,
      categoryHidden: true,
      imageCount: 1,
    });

    await operator.request('PUT', `/api/v1/admin/categories/${categoryId}/visibility`, {
      hidden: false,
    });
    expect((await visitor.get(`/api/v1/user/media/${item._id}`)).status).toBe(200);

    // A hidden sub-category alone: its category stays, counted without it.
    const hideSub = await operator.request(
      'PUT',
      `/api/v1/admin/subcategories/${subId}/visibility`,
      { hidden: true },
    );
    expect(hideSub.body).toMatchObject({ message: 'Sub-category hidden', data: { hidden: true } });
    const cats = (await visitor.get('/api/v1/user/categories')).body.data;
    expect(cats.find((c: { _id: string }) => c._id === categoryId).subCategoryCount).toBe(0);
    expect((await visitor.get(`/api/v1/user/subcategories/${categoryId}`)).body.data).toEqual([]);
    expect((await visitor.get(`/api/v1/user/media/${item._id}`)).status).toBe(404);
    await operator.request('PUT', `/api/v1/admin/subcategories/${subId}/visibility`, {
      hidden: false,
    });
    expect((await visitor.get(`/api/v1/user/media/${item._id}`)).status).toBe(200);

    expect(await actions(categoryId)).toEqual(
      expect.arrayContaining(['category.create', 'category.hide', 'category.show']),
    );
    expect(await actions(subId)).toEqual(
      expect.arrayContaining(['subcategory.create', 'subcategory.hide', 'subcategory.show']),
    );
  });

  it('refuses unknown ids, other kinds of id and bad bodies', async () => {
    const category = await operator.post('/api/v1/admin/categories', { name: 'Odd Ones' });
    const id = category.body.data._id as string;
    const put = (url: string, body: unknown) => operator.request('PUT', url, body);
    expect(
      (await put(`/api/v1/admin/categories/${'f'.repeat(24)}/visibility`, { hidden: true })).status,
    ).toBe(404);
    const sub = await put(`/api/v1/admin/subcategories/${id}/visibility`, { hidden: true });
    expect(sub.status).toBe(404);
    expect(sub.body.message).toBe('Sub-category not found');
    expect((await put(`/api/v1/admin/categories/${id}/visibility`, { hidden: 'yes' })).status).toBe(
      400,
    );
    expect((await put(`/api/v1/admin/categories/${id}/visibility`, {})).status).toBe(400);
    expect((await operator.get('/api/v1/admin/subcategories?categoryId=x\u0000')).status).toBe(400);
  });
});

describe('card images', () => {
  it('sets a category and a sub-category thumbnail from an image, checked like any upload', async () => {
    const category = await operator.post('/api/v1/admin/categories', { name: 'Cards' });
    const id = category.body.data._id as string;
    const sub = await operator.post(`/api/v1/admin/categories/${id}/subcategories`, {
      name: 'Card Sub',
    });
    const subId = sub.body.data._id as string;

    const set = await sendImage(
      `/api/v1/admin/categories/${id}/thumbnail`,
      await sampleImage(600, 400, 'png'),
    );
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Thumbnail updated');
    expect(set.body.data.thumbnailImage.secureUrl).toMatch(/^\/media\/public\/thumbs\/.+\.webp$/);
    const visitor = t.client();
    const listed = (await visitor.get('/api/v1/user/categories')).body.data;
    expect(listed.find((c: { _id: string }) => c._id === id).thumbnailImage.secureUrl).toBe(
      set.body.data.thumbnailImage.secureUrl,
    );
    const subSet = await sendImage(
      `/api/v1/admin/subcategories/${subId}/thumbnail`,
      await sampleImage(300, 300, 'jpeg'),
    );
    expect(subSet.status).toBe(200);
    expect(subSet.body.data.thumbnailImage.secureUrl).toMatch(/^\/media\/public\/thumbs\//);
    expect(await actions(id)).toContain('category.thumbnail');
    expect(await actions(subId)).toContain('subcategory.thumbnail');

    const text = await sendImage(
      `/api/v1/admin/categories/${id}/thumbnail`,
      Buffer.from('hello there'),
    );
    expect(text.status).toBe(415);
    const bomb = await sendImage(
      `/api/v1/admin/categories/${id}/thumbnail`,
      pngBomb(30_000, 30_000),
    );
    expect(bomb.status).toBe(422);
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(10.5 * 1048576),
    ]);
    expect((await sendImage(`/api/v1/admin/categories/${id}/thumbnail`, big)).status).toBe(413);
    const missing = await sendImage(
      `/api/v1/admin/categories/${'f'.repeat(24)}/thumbnail`,
      await sampleImage(100, 100, 'png'),
    );
    expect(missing.status).toBe(404);
    const unchanged = (await operator.get('/api/v1/admin/categories')).body.data.find(
      (c: { _id: string }) => c._id === id,
    );
    expect(unchanged.thumbnailImage.secureUrl).toBe(set.body.data.thumbnailImage.secureUrl);
  });
});

describe('the audit log of the existing catalog writes', () => {
  it('records create, rename (the URL name follows), reorder and delete with before and after', async () => {
    const a = (await operator.post('/api/v1/admin/categories', { name: 'Audit A' })).body.data;
    const renamed = await operator.request('PATCH', `/api/v1/admin/categories/${a._id}`, {
      name: 'Audit Renamed',
    });
    expect(renamed.body.data).toMatchObject({ name: 'Audit Renamed', slug: 'audit-renamed' });
    const resolved = await t.client().get(`/api/v1/user/resolve/${a._id}`);
    expect(resolved.body.data.category).toMatchObject({
      name: 'Audit Renamed',
      slug: 'audit-renamed',
    });
    const all = (await operator.get('/api/v1/admin/categories')).body.data as { _id: string }[];
    const order = await operator.request('PUT', '/api/v1/admin/categories/order', {
      ids: ids(all).reverse(),
    });
    expect(order.status).toBe(200);
    expect((await operator.request('DELETE', `/api/v1/admin/categories/${a._id}`)).status).toBe(
      200,
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, a._id));
    expect(rows.map((r) => r.action)).toEqual([
      'category.create',
      'category.rename',
      'category.delete',
    ]);
    expect(rows[1]).toMatchObject({
      before: { name: 'Audit A', slug: 'audit-a' },
      after: { name: 'Audit Renamed', slug: 'audit-renamed' },
    });
    const [reorder] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.order')));
    expect(reorder?.after).toEqual({ ids: ids(all).reverse() });
  });
});

describe('moving a sub-category', () => {
  it('moves it with its designs, search follows, and a name the new parent has is a 409', async () => {
    const make = async (name: string) =>
      (await operator.post('/api/v1/admin/categories', { name })).body.data._id as string;
    const from = await make('Move From');
    const clash = await make('Move Clash');
    const to = await make('Zebraland');
    const sub = await operator.post(`/api/v1/admin/categories/${from}/subcategories`, {
      name: 'Posters',
    });
    const subId = sub.body.data._id as string;
    await operator.post(`/api/v1/admin/categories/${clash}/subcategories`, { name: 'Posters' });
    const item = await t.services.catalogAdmin.addMedia(
      subId,
      { buffer: await sampleImage(300, 300, 'png') },
      { title: 'Moving Poster', creativeType: 'post', isTrending: false, isLatest: false },
    );
    const move = (categoryId: string, id = subId) =>
      operator.request('PUT', `/api/v1/admin/subcategories/${id}/category`, { categoryId });

    const refused = await move(clash);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"Move Clash" already has a sub-category named "Posters"');
    expect((await move('f'.repeat(24))).body.message).toBe('Category not found');
    expect((await move(subId)).status).toBe(404);
    expect((await move(to, from)).status).toBe(404);
    expect((await move('x\u0000')).status).toBe(400);

    const moved = await move(to);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: 'Sub-category moved',
      data: { _id: subId, category: { _id: to, name: 'Zebraland' } },
    });
    const visitor = t.client();
    expect(ids((await visitor.get(`/api/v1/user/subcategories/${to}`)).body.data)).toEqual([subId]);
    expect((await visitor.get(`/api/v1/user/subcategories/${from}`)).body.data).toEqual([]);
    const found = await visitor.post('/api/v1/user/search', { query: 'zebraland' });
    expect(ids(found.body.data.media)).toContain(item._id);
    expect(await actions(subId)).toContain('subcategory.move');
  });
});
