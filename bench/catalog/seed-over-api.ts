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

/** The operator's session cookie (`ADMIN_EMAIL` of OPERATOR_ENV). */
export async function operatorCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`operator login answered ${login.status}`);
  return cookie;
}

/** Uploads one file into a sub-category as the operator; returns the new media id. */
export async function uploadMedia(
  baseUrl: string,
  cookie: string,
  subCategoryId: string,
  fields: { title: string; creativeType: string; isTrending: boolean; isLatest: boolean },
  file: { bytes: Uint8Array; name: string },
): Promise<string> {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('creativeType', fields.creativeType);
  form.set('isTrending', String(fields.isTrending));
  form.set('isLatest', String(fields.isLatest));
  form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const created = await call(
    baseUrl,
    cookie,
    `/api/v1/admin/subcategories/${subCategoryId}/media`,
    {
      method: 'POST',
      body: form,
    },
  );
  return created.data._id;
}

/** A small, realistic catalog through the operator API: what a reader of the catalog sees. */
export async function seedCatalog(
  baseUrl: string,
  images: number,
): Promise<{ subCategoryId: string; mediaIds: string[] }> {
  const cookie = await operatorCookie(baseUrl);
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
  const mediaIds: string[] = [];
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
    const fields = {
      title: `Happy Diwali Wishes ${i + 1}`,
      creativeType: i % 3 === 0 ? 'story' : 'post',
      isTrending: i % 2 === 0,
      isLatest: i % 2 === 1,
    };
    const bytes = new Uint8Array(file);
    mediaIds.push(
      await uploadMedia(baseUrl, cookie, sub.data._id, fields, { bytes, name: `diwali-${i}.jpg` }),
    );
  }
  return { subCategoryId: sub.data._id, mediaIds };
}
