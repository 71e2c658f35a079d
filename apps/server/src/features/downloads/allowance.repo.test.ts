import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowances, memberships } from '../../db/schema';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { type AllowanceRepo, createAllowanceRepo } from './allowance.repo';

let t: TestApp;
let repo: AllowanceRepo;
const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';

beforeAll(async () => {
  t = await startTestApp();
  repo = createAllowanceRepo(t.db);
});
afterAll(() => t?.close());

async function member(plan: 'pro' | 'premium', left?: { remaining: number; lastReset: string }) {
  const signup = await t.client().post('/api/v1/user/signup', newSignup());
  const userId: string = signup.body.data._id;
  await t.db.insert(memberships).values({
    userId,
    plan,
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  if (left) await t.db.insert(allowances).values({ userId, ...left });
  return userId;
}

const stored = async (userId: string) =>
  (await t.db.select().from(allowances).where(eq(allowances.userId, userId)))[0];

describe('allowance', () => {
  it('starts a member on the plan allowance with the first download of the day', async () => {
    const userId = await member('pro');
    expect(await repo.consume(userId, TODAY)).toEqual({ ok: true, remaining: 9, day: TODAY });
    expect(await stored(userId)).toMatchObject({ remaining: 9, lastReset: TODAY });
  });

  it('gives exactly the units left to 200 concurrent downloads', async () => {
    const userId = await member('premium', { remaining: 10, lastReset: TODAY });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => repo.consume(userId, TODAY)),
    );
    const granted = results.filter((r) => r.ok);
    expect(granted).toHaveLength(10);
    expect(new Set(granted.map((r) => (r.ok ? r.remaining : -1)))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 190 }, () => ({ ok: false, used: 30, limit: 30 })),
    );
    expect((await stored(userId))?.remaining).toBe(0);
  });

  it('refills on the first download of a new business day, once', async () => {
    const userId = await member('pro', { remaining: 0, lastReset: TODAY });
    expect((await repo.consume(userId, TODAY)).ok).toBe(false);
    expect(await repo.consume(userId, TOMORROW)).toMatchObject({ ok: true, remaining: 9 });
    expect(await repo.consume(userId, TOMORROW)).toMatchObject({ ok: true, remaining: 8 });
  });

  it('gives a unit back after a failed render, but not into a day already over', async () => {
    const userId = await member('pro', { remaining: 5, lastReset: TODAY });
    await repo.consume(userId, TODAY);
    await repo.giveBack(userId, TODAY);
    expect((await stored(userId))?.remaining).toBe(5);
    await repo.giveBack(userId, '2026-11-20');
    expect((await stored(userId))?.remaining).toBe(5);
  });

  it('reads a stale day as the full allowance', async () => {
    const userId = await member('premium', { remaining: 2, lastReset: '2026-11-01' });
    expect(await repo.remaining(userId, TODAY)).toBe(30);
  });
});
