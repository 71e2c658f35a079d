import sharp from 'sharp';

const OPERATOR = { email: 'ops@bench.test', password: 'operator password' };
export const OPERATOR_ENV = {
  ADMIN_EMAIL: OPERATOR.email,
  ADMIN_PASSWORD: OPERATOR.password,
  SEED_DEMO: 'false',
};

interface Created {
  data: { _id: string };
}

async function call(
  baseUrl: string,
  cookie: string,
  path: string,
  init: RequestInit,
): Promise<Created> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { cookie, ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as Created;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A small, realistic catalog through the operator API: what a reader of the catalog sees. */
export async function seedCatalog(
  baseUrl: string,
  images: number,
): Promise<{ subCategoryId: string }> {
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`operator login answered ${login.status}`);
  const json = { 'content-type': 'application/json' };
  const category = await call(baseUrl, cookie, '/api/v1/admin/categories', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Festivals' }),
  });
  const sub = await call(
    baseUrl,
    cookie,
    `/api/v1/admin/categories/${category.data._id}/subcategories`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Diwali' }),
    },
  );
  for (let i = 0; i < images; i++) {
    const file = await sharp({
      create: {
        width: 1080,
        height: 1080,
        channels: 3,
        background: { r: (i * 37) % 255, g: 90, b: 200 - i },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', `Happy Diwali Wishes ${i + 1}`);
    form.set('creativeType', i % 3 === 0 ? 'story' : 'post');
    form.set('isTrending', String(i % 2 === 0));
    form.set('isLatest', String(i % 2 === 1));
    form.set('file', new Blob([new Uint8Array(file)]), `diwali-${i}.jpg`);
    await call(baseUrl, cookie, `/api/v1/admin/subcategories/${sub.data._id}/media`, {
      method: 'POST',
      body: form,
    });
  }
  return { subCategoryId: sub.data._id };
}
