import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const publicBanners = async () => (await t.client().get('/api/v1/user/get-all-banners')).body.data;

describe('site settings', () => {
  it('reads the top banner, default until an operator sets it', async () => {
    const before = await operator.get('/api/v1/admin/site-settings');
    expect(before.body.data).toEqual({
      topBannerText: 'Stamp Your Identity',
      topBannerIsDefault: true,
    });
    await operator.request('PUT', '/api/v1/admin/site-settings/top-banner', {
      topBannerText: 'Diwali sale',
    });
    const after = await operator.get('/api/v1/admin/site-settings');
    expect(after.body.data).toEqual({ topBannerText: 'Diwali sale', topBannerIsDefault: false });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.top-banner'));
    expect(entry).toMatchObject({
      before: { topBannerText: null },
      after: { topBannerText: 'Diwali sale' },
    });
  });

  it('adds, edits and deletes the banners after the top banner in the public list', async () => {
    expect(await publicBanners()).toEqual([{ _id: 'top', topBannerText: 'Diwali sale' }]);
    const added = await operator.post('/api/v1/admin/site-banners', { text: 'Free logo design' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Banner added',
      data: { text: 'Free logo design', active: true, sortOrder: 0 },
    });
    const id = added.body.data._id as string;
    const hidden = await operator.post('/api/v1/admin/site-banners', {
      text: 'Not yet',
      active: false,
    });
    expect(await publicBanners()).toEqual([
      { _id: 'top', topBannerText: 'Diwali sale' },
      { _id: id, topBannerText: 'Free logo design' },
    ]);
    const edited = await operator.request('PATCH', `/api/v1/admin/site-banners/${id}`, {
      text: 'Free logo design for members',
    });
    expect(edited.body.data).toMatchObject({ _id: id, text: 'Free logo design for members' });
    await operator.request('PATCH', `/api/v1/admin/site-banners/${hidden.body.data._id}`, {
      active: true,
    });
    expect((await publicBanners()).map((b: { topBannerText: string }) => b.topBannerText)).toEqual([
      'Diwali sale',
      'Free logo design for members',
      'Not yet',
    ]);
    const list = await operator.get('/api/v1/admin/site-banners');
    expect(list.body.data).toHaveLength(2);
    expect((await operator.request('DELETE', `/api/v1/admin/site-banners/${id}`)).status).toBe(200);
    expect((await operator.request('DELETE', `/api/v1/admin/site-banners/${id}`)).status).toBe(404);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(trail.map((r) => r.action)).toEqual(['banner.create', 'banner.update', 'banner.delete']);
    expect(trail[1]).toMatchObject({
      before: { text: 'Free logo design' },
      after: { text: 'Free logo design for members' },
    });
  });

  it('refuses bad text, empty edits and unknown banners', async () => {
    for (const body of [
      { text: 'a\u0000b' },
      { text: '' },
      { text: 'x'.repeat(121) },
      { text: 'ok', active: 'yes' },
    ]) {
      expect((await operator.post('/api/v1/admin/site-banners', body)).status).toBe(400);
    }
    const raw = await operator.request('POST', '/api/v1/admin/site-banners', '{"text":"\\ud800"}');
    expect(raw.status).toBe(400);
    expect(raw.body.message).toBe('Text must not contain control characters or broken Unicode');
    const missing = await operator.request(
      'PATCH',
      `/api/v1/admin/site-banners/${'a'.repeat(24)}`,
      {
        text: 'x',
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Banner not found');
    const one = await operator.post('/api/v1/admin/site-banners', { text: 'One more' });
    const empty = await operator.request(
      'PATCH',
      `/api/v1/admin/site-banners/${one.body.data._id}`,
      {},
    );
    expect(empty.status).toBe(400);
    const huge = await operator.post('/api/v1/admin/site-banners', { text: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });
});
