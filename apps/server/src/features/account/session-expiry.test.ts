import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

describe('session expiry slides with use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('extends a session seen more than an hour ago and re-issues the cookie', async () => {
    const browser = t.client();
    const signup = await browser.post('/api/v1/user/signup', newSignup());
    const where = eq(sessions.userId, signup.body.data._id);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(sessions).set({ lastSeenAt: twoHoursAgo, expiresAt: soon }).where(where);

    const me = await browser.get('/api/v1/user/get-user');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().join()).toMatch(/stamp_session=[\w-]+;.*Max-Age=2592000/);
    const [row] = await t.db.select().from(sessions).where(where);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('does not write on every request', async () => {
    const browser = t.client();
    const signup = await browser.post('/api/v1/user/signup', newSignup());
    const [before] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, signup.body.data._id));
    const me = await browser.get('/api/v1/user/get-user');
    expect(me.headers.getSetCookie()).toEqual([]);
    const [after] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, signup.body.data._id));
    expect(after?.expiresAt).toEqual(before?.expiresAt);
  });
});

describe('cookies on https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://stamp.test' } });
  });
  afterAll(() => t?.close());

  it('marks the session cookie Secure when the public URL is https', async () => {
    const signup = await t.client().post('/api/v1/user/signup', newSignup());
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('stamp_session='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
