import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../adapters/media/test-media';
import { auditLog, media } from '../../db/schema';
import { signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createOperatorPresenter } from '../catalog/catalog-operator.presenter';
import { createMediaAdminService } from '../catalog/media-admin.service';
import { createPublishDueJob } from '../catalog/media-ingest.job';

let t: TestApp;
let operator: TestClient;
let workDir: string;
let festivals: string;
let diwali: string;
let holi: string;
let imagePath: string;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-admin-media-'));
  imagePath = path.join(workDir, 'a.jpg');
  await writeFile(imagePath, await sampleImage(800, 800, 'jpeg'));
  const admin = t.services.catalogAdmin;
  festivals = (await admin.createCategory('Festivals'))._id;
  diwali = (await admin.createSubCategory(festivals, 'Diwali'))._id;
  holi = (await admin.createSubCategory(festivals, 'Holi'))._id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function addItem(title: string, subCategoryId = diwali): Promise<Media> {
  return t.services.catalogAdmin.addMedia(
    subCategoryId,
    { filePath: imagePath },
    { title, creativeType: 'post', isTrending: true, isLatest: true },
  );
}

const visitor = () => t.client();
const search = async (query: string) =>
  (
    (await visitor().post('/api/v1/user/search', { query })).body.data.media as { _id: string }[]
  ).map((m) => m._id);
const publicList = async (subCategoryId = diwali) =>
  (
    (await visitor().get(`/api/v1/user/subcategories/${subCategoryId}/media/images`)).body.data as {
      _id: string;
    }[]
  ).map((m) => m._id);
/** Diwali's image count as visitors read it, on the category page and on search's card. */
const diwaliImageCount = async () => {
  const page = (await visitor().get(`/api/v1/user/subcategories/${festivals}`)).body.data;
  const found = (await visitor().post('/api/v1/user/search', { query: 'diwali' })).body.data;
  const onPage = page.find((s: { _id: string }) => s._id === diwali)?.imageCount;
  const inSearch = found.subCategories.find((s: { _id: string }) => s._id === diwali)?.imageCount;
  expect(inSearch).toBe(onPage);
  return onPage as number;
};
const feed = async () => {
  const body = (await visitor().get('/api/v1/user/media/home/feeds?limit=50')).body.data;
  return {
    trending: (body.trending as { _id: string }[]).map((m) => m._id),
    latest: (body.latest as { _id: string }[]).map((m) => m._id),
  };
};
const auditCount = async (action: string, targetId: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  return row?.n ?? 0;
};

describe('editing an item', () => {
  it('saves the Hindi title and tags, and search finds the item by either', async () => {
    const item = await addItem('Sparkling Lamps');
    const response = await operator.request('PATCH', `/api/v1/admin/media/${item._id}`, {
      titleHi: 'शुभ दीपावली',
      tags: ['rangoli', 'diya'],
      creativeType: 'story',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Media updated');
    expect(response.body.data).toMatchObject({
      titleHi: 'शुभ दीपावली',
      tags: ['rangoli', 'diya'],
      creativeType: 'story',
      publication: 'published',
    });
    expect(await search('दीपावली')).toContain(item._id);
    expect(await search('rangoli')).toContain(item._id);
    expect(await search('sparkling')).toContain(item._id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, item._id));
    const update = audit.find((row) => row.action === 'media.update');
    expect(update?.actorEmail).toBe('ops@stamp.test');
    expect(update?.before).toMatchObject({ titleHi: null, tags: [] });
    expect(update?.after).toMatchObject({ titleHi: 'शुभ दीपावली', creativeType: 'story' });
  });

  it('finds an item by its Hindi title among many English titles the query also matches', async () => {
    // दीपावली also means "diwali" to search: a dozen English Diwali titles match it too.
    for (let i = 0; i < 12; i += 1) await addItem(`Happy Diwali ${i}`);
    const item = await addItem('Quiet Evening');
    await operator.request('PATCH', `/api/v1/admin/media/${item._id}`, {
      titleHi: 'दीपावली की रात',
    });
    expect(await search('दीपावली की रात')).toContain(item._id);
    expect((await search('दीपावली'))[0]).toBe(item._id);
  });

  it('moves an item to another sub-category: public lists and search follow', async () => {
    const item = await addItem('Colour Splash');
    expect(await publicList(diwali)).toContain(item._id);
    const response = await operator.request('PATCH', `/api/v1/admin/media/${item._id}`, {
      subCategoryId: holi,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Media moved');
    expect(response.body.data.subCategory).toMatchObject({ _id: holi, name: 'Holi' });
    expect(await publicList(diwali)).not.toContain(item._id);
    expect(await publicList(holi)).toContain(item._id);
    expect(await auditCount('media.move', item._id)).toBe(1);
  });

  it('refuses bad edits with a clear 400, unknown ids with a 404, huge bodies with a 413', async () => {
    const item = await addItem('Lamp Row');
    const patch = (body: unknown, id = item._id) =>
      operator.request('PATCH', `/api/v1/admin/media/${id}`, body);
    for (const body of [
      { title: 'a\u0000b' },
      { titleHi: 'x\ud800y' },
      { tags: ['ok', 'b\u0000'] },
    ]) {
      const response = await patch(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'Text must not contain control characters or broken Unicode',
      );
    }
    // A lone surrogate as JSON text (an escape JSON.stringify would not write).
    const raw = await operator.request(
      'PATCH',
      `/api/v1/admin/media/${item._id}`,
      '{"title":"x\\udc00"}',
    );
    expect(raw.status).toBe(400);
    const tooMany = await patch({ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 20 tags');
    const tooLong = await patch({ tags: ['x'.repeat(41)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Each tag must be at most 40 characters');
    expect((await patch({})).body.message).toContain('Nothing to change');
    expect((await patch({ title: '' })).status).toBe(400);
    expect((await patch({ subCategoryId: festivals })).status).toBe(404); // a category's id
    expect((await patch({ subCategoryId: 'f'.repeat(24) })).body.message).toBe(
      'Sub-category not found',
    );
    expect((await patch({ title: 'x' }, 'f'.repeat(24))).status).toBe(404);
    expect((await patch({ title: 'x' }, diwali)).body.message).toBe('Media not found');
    expect((await patch({ title: 'x' }, 'not-an-id')).status).toBe(404);
    const huge = await patch({ title: 'x', tags: ['y'.repeat(40_000)] });
    expect(huge.status).toBe(413);
    const unchanged = await operator.get(`/api/v1/admin/media/${item._id}`);
    expect(unchanged.body.data).toMatchObject({ title: 'Lamp Row', tags: [] });
  });
});

describe('publication', () => {
  it('a draft is gone for visitors everywhere and back when published', async () => {
    const item = await addItem('Midnight Fireworks');
    expect(await publicList()).toContain(item._id);
    const imagesBefore = await diwaliImageCount();
    const draft = await operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, {
      publication: 'draft',
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      message: 'Unpublished',
      data: { publication: 'draft', publishAt: null },
    });
    expect(await publicList()).not.toContain(item._id);
    // The sub-category's card counts it no more, on its category page and in search.
    expect(await diwaliImageCount()).toBe(imagesBefore - 1);
    expect((await visitor().get(`/api/v1/user/media/${item._id}`)).status).toBe(404);
    expect((await visitor().get(`/api/v1/user/resolve/${item._id}`)).status).toBe(404);
    expect(await search('fireworks')).not.toContain(item._id);
    const { trending, latest } = await feed();
    expect(trending).not.toContain(item._id);
    expect(latest).not.toContain(item._id);
    const { client } = await signedInUser(t);
    const download = await client.post(`/api/v1/user/download-creative/${item._id}`, {
      settings: EDITOR_DEFAULTS,
    });
    expect(download.status).toBe(404);
    // Operators still find it.
    const grid = await operator.get('/api/v1/admin/media?publication=draft');
    expect(grid.body.data.map((m: { _id: string }) => m._id)).toContain(item._id);

    const publish = await operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, {
      publication: 'published',
    });
    expect(publish.body.message).toBe('Published');
    expect(await publicList()).toContain(item._id);
    expect(await diwaliImageCount()).toBe(imagesBefore);
    expect(await search('fireworks')).toContain(item._id);
    expect(await auditCount('media.unpublish', item._id)).toBe(1);
    expect(await auditCount('media.publish', item._id)).toBe(1);
  });

  it('refuses a schedule in the past or not a date', async () => {
    const item = await addItem('Past Times');
    const put = (body: unknown) =>
      operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, body);
    const past = await put({ publication: 'scheduled', publishAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      message: 'publishAt must be in the future',
      fields: { publishAt: 'publishAt must be in the future' },
    });
    for (const publishAt of ['tomorrow', '2026-13-45T99:00:00Z', '', 12]) {
      expect((await put({ publication: 'scheduled', publishAt })).status).toBe(400);
    }
    expect((await put({ publication: 'scheduled' })).status).toBe(400);
    expect((await put({ publication: 'live' })).status).toBe(400);
    expect((await put({ publication: 'draft\u0000' })).status).toBe(400);
    expect((await operator.get(`/api/v1/admin/media/${item._id}`)).body.data.publication).toBe(
      'published',
    );
  });

  it('a scheduled item stays hidden until the job runs with a clock past its time', async () => {
    const item = await addItem('Tomorrow Greeting');
    const at = new Date(Date.now() + 86_400_000);
    const scheduled = await operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, {
      publication: 'scheduled',
      publishAt: at.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({
      publication: 'scheduled',
      publishAt: at.toISOString(),
    });
    expect(await publicList()).not.toContain(item._id);
    expect((await feed()).trending).not.toContain(item._id);

    const jobAt = (now: Date) =>
      createPublishDueJob(
        createMediaAdminService({
          db: t.db,
          storage: t.storage,
          present: createOperatorPresenter(t.storage),
          cache: t.catalogCache,
          now: () => now,
        }),
      );
    const context = {
      id: 'x',
      key: 'x',
      data: {},
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => {},
    };
    // The job at the real time publishes nothing yet.
    await jobAt(new Date()).run(context);
    expect(await publicList()).not.toContain(item._id);
    // With the clock a minute past its time, two runs at once publish it once.
    const later = new Date(at.getTime() + 60_000);
    await Promise.all([jobAt(later).run(context), jobAt(later).run(context)]);
    expect(await publicList()).toContain(item._id);
    expect((await feed()).trending).toContain(item._id);
    const [row] = await t.db.select().from(media).where(eq(media.id, item._id));
    expect(row?.publication).toBe('published');
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(media)
      .where(eq(media.title, 'Tomorrow Greeting'));
    expect(n).toBe(1);
  });

  it('two publishes of one item at once leave one published item', async () => {
    const item = await addItem('Twice Published');
    await operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, {
      publication: 'draft',
    });
    const answers = await Promise.all(
      [1, 2].map(() =>
        operator.request('PUT', `/api/v1/admin/media/${item._id}/publication`, {
          publication: 'published',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await publicList()).filter((id) => id === item._id)).toHaveLength(1);
  });
});

describe('the operator grid', () => {
  it('filters, searches, sorts and pages on the server', async () => {
    const sub = (await t.services.catalogAdmin.createSubCategory(festivals, 'Grid Test'))._id;
    const a = await addItem('Alpha Card', sub);
    const b = await addItem('Beta Card', sub);
    const c = await addItem('Gamma Card', sub);
    await operator.request('PATCH', `/api/v1/admin/media/${b._id}`, {
      isTrending: false,
      tags: ['special'],
      titleHi: 'बीटा',
    });
    await operator.request('PUT', `/api/v1/admin/media/${c._id}/publication`, {
      publication: 'draft',
    });
    const ids = async (query: string) => {
      const response = await operator.get(`/api/v1/admin/media?subCategoryId=${sub}&${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    expect((await ids('sort=title')).data.map((m: { title: string }) => m.title)).toEqual([
      'Alpha Card',
      'Beta Card',
      'Gamma Card',
    ]);
    expect((await ids('sort=newest')).data[0]._id).toBe(c._id);
    expect((await ids('trending=false')).data.map((m: { _id: string }) => m._id)).toEqual([b._id]);
    expect((await ids('publication=draft')).data.map((m: { _id: string }) => m._id)).toEqual([
      c._id,
    ]);
    expect((await ids('q=speci')).data.map((m: { _id: string }) => m._id)).toEqual([b._id]);
    expect((await ids('q=बीटा')).data.map((m: { _id: string }) => m._id)).toEqual([b._id]);
    expect((await ids('q=50%25')).data).toEqual([]);
    const page = await ids('sort=title&page=2&pageSize=2');
    expect(page.paging).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page.data.map((m: { _id: string }) => m._id)).toEqual([c._id]);
    expect(page.data[0]).toMatchObject({
      subCategory: { name: 'Grid Test', hidden: false },
      category: { name: 'Festivals', hidden: false },
      publication: 'draft',
    });
    expect(page.data[0].thumbnailImage.secureUrl).toMatch(/^\/media\/public\/thumbs\//);
    expect((await ids('')).data.map((m: { _id: string }) => m._id)).toContain(a._id);
    for (const bad of [
      'sort=best',
      'pageSize=500',
      'type=gif',
      'trending=maybe',
      'subCategoryId=x',
    ]) {
      expect((await operator.get(`/api/v1/admin/media?${bad}`)).status).toBe(400);
    }
    expect((await operator.get(`/api/v1/admin/media?q=a%00b`)).status).toBe(400);
  });
});

describe('deleting an item', () => {
  it('removes it for everyone, while a download already in a history still streams', async () => {
    const item = await addItem('Soon Gone');
    const { client } = await signedInUser(t);
    const download = await client.post(`/api/v1/user/download-creative/${item._id}`, {
      settings: EDITOR_DEFAULTS,
    });
    expect(download.status).toBe(200);
    const url = download.body.data.url as string;

    const response = await operator.request('DELETE', `/api/v1/admin/media/${item._id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Media deleted');
    expect((await visitor().get(`/api/v1/user/media/${item._id}`)).status).toBe(404);
    expect((await operator.get(`/api/v1/admin/media/${item._id}`)).status).toBe(404);
    expect(await publicList()).not.toContain(item._id);
    expect(await auditCount('media.delete', item._id)).toBe(1);

    const file = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: client.cookie ?? '' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const history = await client.get('/api/v1/user/downloads');
    expect(history.status).toBe(200);

    expect((await operator.request('DELETE', `/api/v1/admin/media/${item._id}`)).status).toBe(404);
  });

  it('keeps files another item shares (same bytes, same rendition names)', async () => {
    const first = await addItem('Twin One');
    const second = await addItem('Twin Two');
    await operator.request('DELETE', `/api/v1/admin/media/${first._id}`);
    const preview = await fetch(`${t.baseUrl}${second.url}`);
    await preview.arrayBuffer();
    expect(preview.status).toBe(200);
  });
});
