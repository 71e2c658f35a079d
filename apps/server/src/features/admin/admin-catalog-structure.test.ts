import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../adapters/media/test-media';
import { signedInOperator } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let operator: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
  visitor = t.client();
}, 60_000);
afterAll(() => t?.close());

async function category(name: string): Promise<string> {
  const created = await operator.post('/api/v1/admin/categories', { name });
  expect(created.status).toBe(201);
  return created.body.data._id;
}

async function subCategory(categoryId: string, name: string): Promise<string> {
  const created = await operator.post(`/api/v1/admin/categories/${categoryId}/subcategories`, {
    name,
  });
  expect(created.status).toBe(201);
  return created.body.data._id;
}

async function design(subCategoryId: string, title: string): Promise<string> {
  const added = await t.services.catalogAdmin.addMedia(
    subCategoryId,
    { buffer: await sampleImage(400, 400, 'png') },
    { title, creativeType: 'post', isTrending: false, isLatest: false },
  );
  return added._id;
}

const search = async (query: string) =>
  (await visitor.post('/api/v1/user/search', { query })).body.data as {
    categories: { name: string }[];
    subCategories: { name: string }[];
    media: { title: string; subCategory: { name: string } }[];
  };
const publicCategories = async () =>
  ((await visitor.get('/api/v1/user/categories')).body.data as { _id: string; name: string }[]).map(
    (c) => c.name,
  );
const publicSubCategories = async (categoryId: string) =>
  (
    (await visitor.get(`/api/v1/user/subcategories/${categoryId}`)).body.data as { name: string }[]
  ).map((s) => s.name);

describe('renaming', () => {
  it('shows the new name at once, and search finds the designs under it by that name', async () => {
    const festivals = await category('Festivalz');
    const sub = await subCategory(festivals, 'Pongal Wishez');
    await design(sub, 'Harvest greetings');

    const renamed = await operator.request('PATCH', `/api/v1/admin/categories/${festivals}`, {
      name: 'Harvest Festivals',
    });
    expect(renamed.body).toMatchObject({
      success: true,
      message: 'Category renamed',
      data: { _id: festivals, name: 'Harvest Festivals' },
    });
    const subRenamed = await operator.request('PATCH', `/api/v1/admin/subcategories/${sub}`, {
      name: 'Pongal Kolam',
    });
    expect(subRenamed.body.data).toMatchObject({ name: 'Pongal Kolam' });

    expect(await publicCategories()).toContain('Harvest Festivals');
    expect(await publicSubCategories(festivals)).toEqual(['Pongal Kolam']);
    // The design's own title says neither name: it is found through the names it sits under.
    expect((await search('kolam')).media.map((m) => m.title)).toEqual(['Harvest greetings']);
    expect((await search('harvest festivals')).categories.map((c) => c.name)).toContain(
      'Harvest Festivals',
    );
    expect((await search('wishez')).media).toEqual([]);
  });

  it('refuses a name its parent already has, an empty one, and an id that names nothing', async () => {
    const parent = await category('Greetings');
    await subCategory(parent, 'Good Morning');
    const evening = await subCategory(parent, 'Good Evening');
    const taken = await operator.request('PATCH', `/api/v1/admin/subcategories/${evening}`, {
      name: 'good morning',
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'CONFLICT']);
    expect(taken.body.message).toBe('"Greetings" already has a sub-category named "good morning"');
    expect(await publicSubCategories(parent)).toEqual(['Good Evening', 'Good Morning']);

    const blank = await operator.request('PATCH', `/api/v1/admin/categories/${parent}`, {
      name: '  ',
    });
    expect(blank.status).toBe(400);
    const unknown = await operator.request(
      'PATCH',
      '/api/v1/admin/categories/0123456789abcdef01234567',
      { name: 'Anything' },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('reordering', () => {
  it('puts the sub-categories in the order given, on the public pages', async () => {
    const parent = await category('Business');
    const a = await subCategory(parent, 'Offers');
    const b = await subCategory(parent, 'New Arrivals');
    const c = await subCategory(parent, 'Thank You');
    const ordered = await operator.request(
      'PUT',
      `/api/v1/admin/categories/${parent}/subcategories/order`,
      { ids: [c, a, b] },
    );
    expect(ordered.status).toBe(200);
    expect(await publicSubCategories(parent)).toEqual(['Thank You', 'Offers', 'New Arrivals']);
  });

  it('refuses a list that leaves one out, names one twice or names a stranger', async () => {
    const parent = await category('Quotes');
    const a = await subCategory(parent, 'Motivation');
    const b = await subCategory(parent, 'Love');
    const stranger = await subCategory(await category('Elsewhere'), 'Other');
    for (const ids of [[a], [a, a], [a, b, stranger], [a, stranger]]) {
      const refused = await operator.request(
        'PUT',
        `/api/v1/admin/categories/${parent}/subcategories/order`,
        { ids },
      );
      expect(refused.status, JSON.stringify(ids)).toBe(400);
    }
    expect(await publicSubCategories(parent)).toEqual(['Love', 'Motivation']);
  });

  it('refuses a list of more than 500 and text the database cannot hold, before any write', async () => {
    const parent = await category('Limits');
    const many = Array.from({ length: 501 }, (_, i) => i.toString(16).padStart(24, '0'));
    const tooMany = await operator.request('PUT', '/api/v1/admin/categories/order', { ids: many });
    expect(tooMany.status).toBe(400);
    const nul = await operator.request('PATCH', `/api/v1/admin/categories/${parent}`, {
      name: 'Lim\u0000its',
    });
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_TEXT']);
    expect(await publicCategories()).toContain('Limits');
  });

  it('orders the categories as a whole', async () => {
    const ids = ((await visitor.get('/api/v1/user/categories')).body.data as { _id: string }[]).map(
      (c) => c._id,
    );
    const reversed = [...ids].reverse();
    const ordered = await operator.request('PUT', '/api/v1/admin/categories/order', {
      ids: reversed,
    });
    expect(ordered.status).toBe(200);
    const now = ((await visitor.get('/api/v1/user/categories')).body.data as { _id: string }[]).map(
      (c) => c._id,
    );
    expect(now).toEqual(reversed);
  });
});

describe('deleting', () => {
  it('deletes only what is empty, and says what is still inside', async () => {
    const parent = await category('Seasonal');
    const sub = await subCategory(parent, 'Monsoon');
    const item = await design(sub, 'Rainy day sale');

    const full = await operator.request('DELETE', `/api/v1/admin/subcategories/${sub}`);
    expect([full.status, full.body.message]).toEqual([
      409,
      '"Monsoon" still holds 1 design: move or delete them first',
    ]);
    const parentFull = await operator.request('DELETE', `/api/v1/admin/categories/${parent}`);
    expect([parentFull.status, parentFull.body.message]).toEqual([
      409,
      '"Seasonal" still has 1 sub-category: move or delete them first',
    ]);
    expect((await visitor.get(`/api/v1/user/media/${item}`)).status).toBe(200);

    const empty = await subCategory(parent, 'Winter');
    const deleted = await operator.request('DELETE', `/api/v1/admin/subcategories/${empty}`);
    expect(deleted.body).toEqual({ success: true, message: 'Sub-category deleted' });
    expect(await publicSubCategories(parent)).toEqual(['Monsoon']);

    const lone = await category('Empty Shelf');
    expect((await operator.request('DELETE', `/api/v1/admin/categories/${lone}`)).status).toBe(200);
    expect(await publicCategories()).not.toContain('Empty Shelf');
    expect((await operator.request('DELETE', `/api/v1/admin/categories/${lone}`)).status).toBe(404);
  });
});
