import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, festivals, subCategories } from '../../db/schema';
import { signedInOperator, signedInUser, TEST_OPERATOR } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';
import { FESTIVAL_DEFINITIONS } from '../festivals/festival-data';

let t: TestApp;
let operator: TestClient;
let editor: TestClient;
let diwaliId: string;
let subCategoryId: string;
let hiddenSubCategoryId: string;

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date('2026-11-09T10:00:00+05:30') });
  operator = await signedInOperator(t);
  const staff = await signedInUser(t);
  const made = await operator.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, {
    role: 'editor',
  });
  expect(made.status).toBe(200);
  editor = staff.client;
  const fixture = await createCatalogFixture(t.db, t.storage);
  const category = await fixture.category('Festivals');
  subCategoryId = (await fixture.subCategory(category, 'Diwali')).id;
  hiddenSubCategoryId = (await fixture.subCategory(category, 'Diwali Drafts')).id;
  await t.db
    .update(subCategories)
    .set({ hidden: true })
    .where(eq(subCategories.id, hiddenSubCategoryId));
  const [diwali] = await t.db.select().from(festivals).where(eq(festivals.key, 'diwali'));
  if (!diwali) throw new Error('diwali is not in the festival data');
  diwaliId = diwali.id;
}, 60_000);
afterAll(() => t?.close());

const link = (client: TestClient, id: string, body: unknown) =>
  client.request('PUT', `/api/v1/admin/festivals/${id}`, body);

describe('GET /api/v1/admin/festivals', () => {
  it('lists every festival, the next one first, with its next day and reminder count', async () => {
    const user = await signedInUser(t);
    await user.client.request('PUT', '/api/v1/user/reminders', {
      festivalIds: [diwaliId],
      region: null,
    });
    const response = await editor.get('/api/v1/admin/festivals');
    expect(response.status).toBe(200);
    const list = response.body.data;
    expect(list).toHaveLength(FESTIVAL_DEFINITIONS.length);
    // 9 November 2026: Diwali (8 November) is past, its next day is in 2027.
    expect(list[0]).toMatchObject({ key: 'govardhan-puja', nextDate: '2026-11-10' });
    const nextDates = list.map((festival: { nextDate: string | null }) => festival.nextDate ?? '~');
    expect(nextDates).toEqual([...nextDates].sort());
    expect(list.find((festival: { key: string }) => festival.key === 'diwali')).toEqual({
      _id: diwaliId,
      key: 'diwali',
      name: 'Diwali',
      nameHi: expect.any(String),
      kind: 'festival',
      regions: [],
      nextDate: '2027-10-29',
      subCategory: null,
      reminderCount: 1,
    });
  });
});

describe('PUT /api/v1/admin/festivals/:festivalId', () => {
  it('links and unlinks a sub-category, each change in the audit log', async () => {
    const linked = await editor.request('PUT', `/api/v1/admin/festivals/${diwaliId}`, {
      subCategoryId,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      message: 'Festival linked',
      data: {
        _id: diwaliId,
        subCategory: { _id: subCategoryId, name: 'Diwali', category: { name: 'Festivals' } },
      },
    });
    const upcoming = await t.client().get('/api/v1/user/festivals?from=2027-10-29&to=2027-10-29');
    expect(upcoming.body.data[0].subCategory).toMatchObject({ _id: subCategoryId });

    const unlinked = await link(operator, diwaliId, { subCategoryId: null });
    expect(unlinked.body).toMatchObject({
      message: 'Festival unlinked',
      data: { subCategory: null },
    });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'festival.link'), eq(auditLog.targetId, diwaliId)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.targetType, entry.before, entry.after])).toEqual([
      ['festival', { subCategoryId: null }, { subCategoryId }],
      ['festival', { subCategoryId }, { subCategoryId: null }],
    ]);
    expect(entries[1]?.actorEmail).toBe(TEST_OPERATOR.email);
  });

  it('links a hidden sub-category for operators, and shows visitors no link while hidden', async () => {
    const linked = await link(operator, diwaliId, { subCategoryId: hiddenSubCategoryId });
    expect(linked.body.data.subCategory).toMatchObject({ _id: hiddenSubCategoryId });
    const visitor = await t.client().get('/api/v1/user/festivals?from=2027-10-29&to=2027-10-29');
    expect(visitor.body.data[0]).toMatchObject({ key: 'diwali', subCategory: null, creatives: [] });
    await link(operator, diwaliId, { subCategoryId: null });
  });

  it('refuses an unknown sub-category (400) and an unknown festival (404), writing nothing', async () => {
    const before = await t.db.$count(auditLog, eq(auditLog.action, 'festival.link'));
    const unknownSub = await link(operator, diwaliId, {
      subCategoryId: '0123456789abcdef01234567',
    });
    expect(unknownSub.status).toBe(400);
    expect(unknownSub.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { subCategoryId: 'No sub-category has this id' },
    });
    const badSub = await link(operator, diwaliId, { subCategoryId: 'diwali' });
    expect([badSub.status, badSub.body.fields]).toEqual([400, { subCategoryId: 'must be an id' }]);
    const missing = await link(operator, '0123456789abcdef01234567', { subCategoryId });
    expect([missing.status, missing.body.message]).toEqual([404, 'Festival not found']);
    const malformed = await link(operator, 'diwali', { subCategoryId });
    expect([malformed.status, malformed.body.message]).toEqual([404, 'Festival not found']);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'festival.link'))).toBe(before);
  });

  it('refuses a visitor with 401 and a user with 403', async () => {
    const user = (await signedInUser(t)).client;
    for (const [client, status] of [
      [t.client(), 401],
      [user, 403],
    ] as const) {
      expect((await client.get('/api/v1/admin/festivals')).status).toBe(status);
      expect((await link(client, diwaliId, { subCategoryId })).status).toBe(status);
    }
    const [row] = await t.db.select().from(festivals).where(eq(festivals.id, diwaliId));
    expect(row?.subCategoryId).toBeNull();
  });
});
