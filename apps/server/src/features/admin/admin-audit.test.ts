import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let adminId: string;
let target: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInOperator(t);
  adminId = (await admin.get('/api/v1/user/get-user')).body.data._id;
  target = (await signedInUser(t)).userId;
  // Real writes through the console: a role change, a grant, a disable, a plan edit.
  await admin.request('PUT', `/api/v1/admin/users/${target}/role`, { role: 'editor' });
  await admin.post(`/api/v1/admin/users/${target}/membership`, { plan: 'pro', days: 5 });
  await admin.request('PUT', `/api/v1/admin/users/${target}/disabled`, { disabled: true });
  await admin.request('PATCH', '/api/v1/admin/plans/pro', { dailyDownloads: 12 });
  // An older entry by someone else, on a known day (5 March 2026, 23:59:59 in Kolkata).
  const when = new Date('2026-03-05T18:29:59Z');
  await t.db.insert(auditLog).values({
    // An id of its own time, as one written then would have (ids are time-ordered).
    id: `${when.getTime().toString(16).padStart(12, '0')}0123456789ab`,
    actorId: null,
    actorEmail: 'former@stamp.test',
    action: 'category.delete',
    targetType: 'category',
    targetId: 'c1',
    createdAt: when,
  });
});
afterAll(() => t?.close());

const audit = async (query = '') => (await admin.get(`/api/v1/admin/audit?${query}`)).body.data;
const actions = (data: { items: { action: string }[] }) => data.items.map((e) => e.action);

describe('the audit log', () => {
  it('shows every write the console made, newest first, with who and before and after', async () => {
    const data = await audit();
    expect(actions(data)).toEqual([
      'plan.update',
      'user.disable',
      'membership.grant',
      'user.role',
      'category.delete',
    ]);
    expect(data.total).toBe(5);
    expect(data.items[0]).toMatchObject({
      actorId: adminId,
      actorEmail: 'ops@stamp.test',
      targetType: 'plan',
      targetId: 'pro',
      before: { dailyDownloads: 10 },
      after: { dailyDownloads: 12 },
    });
  });

  it('filters by actor, action, target and date range, and pages', async () => {
    expect(actions(await audit(`actorId=${adminId}`))).toHaveLength(4);
    expect(actions(await audit('action=user.disable'))).toEqual(['user.disable']);
    expect(actions(await audit(`targetType=user&targetId=${target}`))).toEqual([
      'user.disable',
      'membership.grant',
      'user.role',
    ]);
    // The Kolkata day of 18:29:59 UTC on 5 March is 5 March, not the 6th.
    expect(actions(await audit('from=2026-03-05&to=2026-03-05'))).toEqual(['category.delete']);
    expect(actions(await audit('from=2026-03-06&to=2026-03-31'))).toEqual([]);
    const page = await audit('pageSize=2&page=2');
    expect([actions(page), page.total]).toEqual([['membership.grant', 'user.role'], 5]);
  });

  it('refuses bad filters, a huge page and a NUL', async () => {
    for (const query of [
      'actorId=nobody',
      'from=5-3-2026',
      'from=2026-03-06&to=2026-03-05',
      'pageSize=5000',
      'action=%00',
      `targetId=${'x'.repeat(65)}`,
    ]) {
      expect((await admin.get(`/api/v1/admin/audit?${query}`)).status, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const staff = await signedInUser(t);
    await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, { role: 'editor' });
    expect((await staff.client.get('/api/v1/admin/audit')).status).toBe(403);
  });
});
