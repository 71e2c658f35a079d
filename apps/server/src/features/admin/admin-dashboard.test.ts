import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloads,
  funnelCounts,
  memberships,
  payments,
  searchMisses,
  users,
} from '../../db/schema';
import { businessDay } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';

const FUNNEL_LIMIT = 20;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({
    rateLimits: { funnelEventsPerIp: { limit: FUNNEL_LIMIT, windowS: 3600 } },
  });
  admin = await signedInOperator(t);
});
afterAll(() => t?.close());

// 11:30 in Kolkata on 10 March 2026: the 7-day window is 4–10 March there. Kolkata is UTC+5:30,
// so its midnight is 18:30 UTC the evening before: one second either side lands on either day.
const NOW = new Date('2026-03-10T06:00:00Z');
const at = (iso: string) => new Date(iso);

async function seed() {
  const user = async (createdAt: string) => {
    const [row] = await t.db
      .insert(users)
      .values({
        fullName: 'Seeded',
        email: `seed.${newId()}@example.com`,
        passwordHash: 'x',
        createdAt: at(createdAt),
      })
      .returning();
    return row?.id as string;
  };
  const u1 = await user('2026-03-09T18:29:59Z'); // 9 March, 23:59:59 in Kolkata
  const u2 = await user('2026-03-09T18:30:00Z'); // 10 March, 00:00:00
  const u3 = await user('2026-03-03T18:29:59Z'); // 3 March: before the window
  const u4 = await user('2026-03-03T18:30:00Z'); // 4 March: its first day
  await user('2026-03-10T18:30:00Z'); // 11 March: after it

  const pay = (
    userId: string,
    createdAt: string,
    subscriptionId: string | null,
    amountPaise: number,
    status: 'captured' | 'failed' | 'granted',
  ) => ({
    provider: status === 'granted' ? ('manual' as const) : ('razorpay' as const),
    providerPaymentId: status === 'granted' ? null : `pay_${newId()}`,
    subscriptionId,
    userId,
    plan: 'pro' as const,
    amountPaise,
    status,
    createdAt: at(createdAt),
  });
  await t.db.insert(payments).values([
    pay(u1, '2026-03-09T18:29:59Z', 'sub_a', 19_900, 'captured'), // 9 March, first of sub_a
    pay(u1, '2026-03-09T18:30:00Z', 'sub_a', 19_900, 'captured'), // 10 March, sub_a again
    pay(u2, '2026-03-10T01:00:00Z', 'sub_b', 49_900, 'failed'),
    pay(u2, '2026-03-10T05:00:00Z', 'sub_c', 49_900, 'captured'), // 10 March, first of sub_c
    pay(u2, '2026-03-10T05:30:00Z', null, 0, 'granted'),
    pay(u3, '2026-03-03T18:00:00Z', 'sub_d', 19_900, 'captured'), // 3 March: outside
    pay(u3, '2026-03-05T10:00:00Z', 'sub_d', 19_900, 'captured'), // 5 March, a renewal
    pay(u3, '2026-03-10T18:30:00Z', 'sub_e', 19_900, 'captured'), // 11 March: outside
  ]);

  const catalog = await createCatalogFixture(t.db, t.storage);
  const category = await catalog.category('Festivals');
  const sub = await catalog.subCategory(category, 'Diwali');
  const diwali = await catalog.media(sub, category, { title: 'Diwali Post' });
  const holi = await catalog.media(sub, category, { title: 'Holi Reel' });
  const download = (
    mediaId: string | null,
    createdAt: string,
    watermarked: boolean,
    status: 'ready' | 'failed' = 'ready',
  ) => ({
    id: newId(),
    userId: u1,
    mediaId,
    title: 'x',
    kind: 'image' as const,
    settings: {},
    watermarked,
    status,
    contentType: 'image/png',
    fileName: 'x.png',
    expiresAt: at('2026-03-13T00:00:00Z'),
    createdAt: at(createdAt),
  });
  await t.db.insert(downloads).values([
    download(diwali.id, '2026-03-10T01:00:00Z', false),
    download(diwali.id, '2026-03-10T02:00:00Z', true),
    download(diwali.id, '2026-03-09T18:29:59Z', true), // 9 March
    download(holi.id, '2026-03-08T10:00:00Z', false),
    download(holi.id, '2026-03-08T11:00:00Z', false, 'failed'), // not a download
    download(null, '2026-03-07T10:00:00Z', false), // custom editor: counted, no title
    download(holi.id, '2026-03-03T18:29:59Z', true), // 3 March: outside
  ]);

  await t.db.insert(searchMisses).values([
    { day: '2026-03-04', query: 'kite', count: 2 },
    { day: '2026-03-10', query: 'kite', count: 3 },
    { day: '2026-03-03', query: 'kite', count: 100 },
    { day: '2026-03-09', query: 'rangoli', count: 4 },
    { day: '2026-03-11', query: 'future', count: 9 },
  ]);
  await t.db.insert(funnelCounts).values([
    { day: '2026-03-10', step: 'premium_modal_shown', count: 7 },
    { day: '2026-03-04', step: 'premium_modal_shown', count: 3 },
    { day: '2026-03-03', step: 'premium_modal_shown', count: 50 },
    { day: '2026-03-09', step: 'checkout_opened', count: 4 },
  ]);

  const membership = (
    userId: string,
    plan: 'pro' | 'premium',
    status: 'active' | 'cancelled',
    end: string,
  ) => ({
    userId,
    plan,
    status,
    startDate: at('2026-02-01T00:00:00Z'),
    endDate: at(end),
  });
  await t.db.insert(memberships).values([
    membership(u1, 'premium', 'active', '2026-04-01T00:00:00Z'),
    membership(u2, 'pro', 'active', '2026-03-09T00:00:00Z'), // its period is over
    membership(u3, 'pro', 'active', '2026-03-20T00:00:00Z'),
    membership(u4, 'pro', 'cancelled', '2026-04-01T00:00:00Z'),
  ]);
  return { diwali, holi };
}

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}`);

describe('the dashboard', () => {
  it('adds up a seeded week exactly, on the Kolkata day boundary, zeros included', async () => {
    const { diwali, holi } = await seed();
    const data = await t.services.dashboard.summary(7, NOW);
    const perDay = <T>(values: Record<string, T>, zero: T) =>
      days(4, 10).map((day) => values[day] ?? zero);

    expect(data).toMatchObject({
      days: 7,
      from: '2026-03-04',
      to: '2026-03-10',
      timeZone: 'Asia/Kolkata',
    });
    expect(data.signups.perDay).toEqual(
      days(4, 10).map((day) => ({
        day,
        count:
          ({ '2026-03-04': 1, '2026-03-09': 1, '2026-03-10': 1 } as Record<string, number>)[day] ??
          0,
      })),
    );
    expect(data.signups.total).toBe(3);
    expect(data.revenue.perDay.map((d) => d.paise)).toEqual(
      perDay({ '2026-03-05': 19_900, '2026-03-09': 19_900, '2026-03-10': 69_800 }, 0),
    );
    expect(data.revenue.totalPaise).toBe(109_600);
    expect(data.downloads.perDay.map((d) => [d.free, d.clean])).toEqual(
      perDay(
        {
          '2026-03-07': [0, 1],
          '2026-03-08': [0, 1],
          '2026-03-09': [1, 0],
          '2026-03-10': [1, 1],
        },
        [0, 0],
      ),
    );
    expect([data.downloads.free, data.downloads.clean]).toEqual([2, 3]);
    expect(data.topMedia).toEqual([
      { _id: diwali.id, title: 'Diwali Post', count: 3 },
      { _id: holi.id, title: 'Holi Reel', count: 1 },
    ]);
    expect(data.searchMisses).toEqual([
      { query: 'kite', count: 5 },
      { query: 'rangoli', count: 4 },
    ]);
    // Paid: the first captured payments of sub_a and sub_c; sub_d's renewal is not a conversion.
    expect(data.funnel).toEqual({ premiumModalShown: 10, checkoutOpened: 4, paid: 2 });
    expect(data.activeMembers).toEqual([
      { plan: 'pro', count: 1 },
      { plan: 'premium', count: 1 },
    ]);
  });

  it('moves with the window: a day later, 4 March drops out and 11 March comes in', async () => {
    const data = await t.services.dashboard.summary(7, new Date('2026-03-10T18:30:00Z'));
    expect([data.from, data.to]).toEqual(['2026-03-05', '2026-03-11']);
    expect(data.signups.total).toBe(3); // 4 March's left, 11 March's came
    expect(data.revenue.totalPaise).toBe(109_600 + 19_900);
    expect(data.funnel).toEqual({ premiumModalShown: 7, checkoutOpened: 4, paid: 3 });
    expect(data.searchMisses).toEqual([
      { query: 'future', count: 9 },
      { query: 'rangoli', count: 4 },
      { query: 'kite', count: 3 },
    ]);
  });

  it('serves 7, 30 or 90 days to an admin, and nothing to an editor', async () => {
    for (const n of [7, 30, 90]) {
      const answer = await admin.get(`/api/v1/admin/dashboard?days=${n}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.signups.perDay).toHaveLength(n);
      expect(answer.body.data.to).toBe(businessDay('Asia/Kolkata'));
    }
    expect((await admin.get('/api/v1/admin/dashboard')).body.data.days).toBe(30);
    for (const bad of ['8', '0', '-7', 'all', '7%00']) {
      expect((await admin.get(`/api/v1/admin/dashboard?days=${bad}`)).status, bad).toBe(400);
    }
    const staff = await signedInUser(t);
    await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, { role: 'editor' });
    const refused = await staff.client.get('/api/v1/admin/dashboard?days=7');
    expect([refused.status, refused.body.message]).toEqual([403, 'Only an admin can do that']);
  });
});

describe('the funnel event', () => {
  const send = (body: unknown, client = t.client()) => client.post('/api/v1/events/funnel', body);
  const todays = async () => {
    const today = businessDay('Asia/Kolkata');
    const rows = await t.db.select().from(funnelCounts);
    return Object.fromEntries(rows.filter((r) => r.day === today).map((r) => [r.step, r.count]));
  };

  it("counts today's step with no cookie and no user, answering 204", async () => {
    const answer = await send({ step: 'premium_modal_shown' });
    expect([answer.status, answer.body]).toEqual([204, '']);
    await send({ step: 'checkout_opened' });
    await send({ step: 'checkout_opened' });
    expect(await todays()).toEqual({ premium_modal_shown: 1, checkout_opened: 2 });
  });

  it('refuses any other step, "paid" included, a NUL, and a large body', async () => {
    for (const body of [{ step: 'paid' }, { step: '' }, {}, { step: 1 }]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    }
    const nul = await send('{"step":"premium_modal_shown\\u0000"}');
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_TEXT']);
    const big = await send({ step: 'premium_modal_shown', pad: 'x'.repeat(1000) });
    expect(big.status).toBe(413);
    expect(await todays()).toEqual({ premium_modal_shown: 1, checkout_opened: 2 });
  });

  it('counts a beacon replayed 1000 times only up to the per-address limit', async () => {
    const before = (await todays()).premium_modal_shown ?? 0;
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => send({ step: 'premium_modal_shown' })),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    const accepted = statuses.filter((s) => s === 204).length;
    // The three counted above used some of this address's allowance (refusals use none).
    expect(accepted).toBe(FUNNEL_LIMIT - 3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - accepted);
    expect((await todays()).premium_modal_shown).toBe(before + accepted);
  });
});

describe('searches that found nothing, end to end', () => {
  it("reach today's dashboard from the public search, with no user", async () => {
    const visitor = t.client();
    for (const query of ['Xylofrobnic quaxle', 'xylofrobnic  QUAXLE!']) {
      const answer = await visitor.post('/api/v1/user/search', { query });
      expect([answer.status, answer.body.data.media]).toEqual([200, []]);
    }
    await expect
      .poll(async () => {
        const board = await admin.get('/api/v1/admin/dashboard?days=7');
        return board.body.data.searchMisses.find(
          (miss: { query: string }) => miss.query === 'xylofrobnic quaxle',
        )?.count;
      })
      .toBe(2);
  });
});
