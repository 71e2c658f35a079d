import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowances, memberships } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { createSessionUsers } from './session-user';
import { createSessionsRepo } from './sessions.repo';

/** A member with 3 of 30 downloads left on 25 November, whose paid period ends on 1 December. */
describe('the User entity of a cached session', () => {
  let t: TestApp;
  let token: string;
  const endDate = new Date('2026-12-01T00:00:00Z');
  beforeAll(async () => {
    t = await startTestApp();
    const signup = await t.client().post('/api/v1/user/signup', newSignup());
    const cookie = signup.headers.getSetCookie().join();
    token = /stamp_session=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const userId = signup.body.data._id;
    await t.db.insert(memberships).values({
      userId,
      plan: 'premium',
      status: 'active',
      startDate: new Date('2026-11-01T00:00:00Z'),
      endDate,
    });
    await t.db.insert(allowances).values({ userId, remaining: 3, lastReset: '2026-11-25' });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  async function cachedRow() {
    const row = await createSessionsRepo(t.db).findCurrent(hashToken(token));
    if (!row) throw new Error('the session is not there');
    return row;
  }

  it('is built once a day and shared, frozen, by the requests of that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const userOf = createSessionUsers(() => '2026-11-25');
    const row = await cachedRow();
    const first = userOf(row);
    expect(first.downloads.count).toBe(3);
    expect(userOf(row)).toBe(first);
    expect(Object.isFrozen(first.downloads)).toBe(true);
    // A written change replaces the cached row, and the new row gets its own entity.
    expect(userOf(await cachedRow())).not.toBe(first);
  });

  it('refills the allowance when the business day turns, with nothing written', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    let day = '2026-11-25';
    const userOf = createSessionUsers(() => day);
    const row = await cachedRow();
    expect(userOf(row).downloads.count).toBe(3);
    day = '2026-11-26';
    expect(userOf(row).downloads.count).toBe(30);
  });

  it('reads as no longer a member once the paid period has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T23:00:00Z') });
    const userOf = createSessionUsers(() => '2026-11-30');
    const row = await cachedRow();
    expect(userOf(row).membership.isActive).toBe(true);
    vi.setSystemTime(new Date(endDate.getTime() + 1000));
    expect(userOf(row).membership.isActive).toBe(false);
    expect(userOf(row).downloads.count).toBe(0);
  });
});
