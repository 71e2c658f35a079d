import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { newSignup, startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const SIGNUP = '/api/v1/user/signup';

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Every failure is the JSON envelope, with no stack trace or internals in it. */
function expectCleanError(body: unknown, status: number) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+|node_modules|stack/i);
}

describe('bad input never reaches the database or becomes a 500', () => {
  it.each([
    ['malformed JSON', '{"name": "Asha", "email": ', 400, 'Request body is not valid JSON'],
    ['a JSON array', '[1, 2, 3]', 400, undefined],
    ['a JSON string', '"hello"', 400, undefined],
    ['an empty body', '', 400, undefined],
  ])('%s → %i', async (_, raw, status, message) => {
    const before = await userCount();
    const response = await t
      .client()
      .request('POST', SIGNUP, raw, { 'content-type': 'application/json' });
    expect(response.status).toBe(status);
    expectCleanError(response.body, response.status);
    if (message) expect(response.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('names each missing field', async () => {
    const response = await t.client().post(SIGNUP, {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
      password: 'Password is required',
    });
  });

  it('refuses wrong types', async () => {
    const response = await t
      .client()
      .post(SIGNUP, { name: 42, email: true, phoneNumber: [], password: { a: 1 } });
    expect(response.status).toBe(400);
    expectCleanError(response.body, response.status);
    expect(Object.keys(response.body.fields).sort()).toEqual([
      'email',
      'name',
      'password',
      'phoneNumber',
    ]);
  });

  it('refuses a 10,000-character name', async () => {
    const before = await userCount();
    const response = await t.client().post(SIGNUP, newSignup({ name: 'A'.repeat(10_000) }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ name: 'Full name must be at most 100 characters' });
    expect(await userCount()).toBe(before);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com'])(
    'refuses the e-mail %j',
    async (email) => {
      const response = await t.client().post(SIGNUP, newSignup({ email }));
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ email: 'Enter a valid email address' });
    },
  );

  it('refuses a short password', async () => {
    const response = await t.client().post(SIGNUP, newSignup({ password: 'short' }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('refuses a body over the route’s limit with 413: 16 KB for sign-up, 1 MB elsewhere', async () => {
    const before = await userCount();
    const signup = await t.client().post(SIGNUP, { ...newSignup(), padding: 'x'.repeat(17_000) });
    expect(signup.status).toBe(413);
    expect(signup.body.message).toBe('Request body is too large (limit 16 KB)');
    expect(await userCount()).toBe(before);
    const change = await t.client().post('/api/v1/user/password/change', {
      padding: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(change.status).toBe(413);
    expect(change.body.message).toBe('Request body is too large (limit 1 MB)');
  });

  it('refuses a login body over 16 KB with 413, before the password is checked', async () => {
    const account = newSignup();
    await t.client().post(SIGNUP, account);
    const credentials = { identifier: account.email, password: account.password };
    const client = t.client();
    // Under the 1 MB of other routes, over login's own limit: the padding alone decides.
    const padded = await client.post('/api/v1/user/login', {
      ...credentials,
      padding: 'x'.repeat(17_000),
    });
    expect(padded.status).toBe(413);
    expect(padded.body).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: 'Request body is too large (limit 16 KB)',
    });
    expectCleanError(padded.body, padded.status);
    expect(client.cookie).toBeUndefined();
    // The same credentials without the padding log in.
    expect((await client.post('/api/v1/user/login', credentials)).status).toBe(200);
    expect(client.cookie).toBeDefined();
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.client().request('POST', SIGNUP, 'name=Asha', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expectCleanError(response.body, response.status);
  });
});

describe('routes', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await t.client().get('/api/v1/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a wrong method with 405 and the allowed one', async () => {
    const login = await t.client().get('/api/v1/user/login');
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expectCleanError(login.body, login.status);

    const reset = await t.client().request('DELETE', '/api/v1/user/password/reset/some-token');
    expect(reset.status).toBe(405);
    expect(reset.headers.get('allow')).toBe('POST');
  });

  it('tags every response with a request id, keeping a caller-supplied one', async () => {
    const own = await t.client().get('/api/health');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f]{24}$/);
    const given = await t.client().get('/api/health', { 'x-request-id': 'edge-abc-123' });
    expect(given.headers.get('x-request-id')).toBe('edge-abc-123');
    const hostile = await t.client().get('/api/health', { 'x-request-id': 'x'.repeat(500) });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('reports health with a database check', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });
});

describe('session cookies', () => {
  it('treats a tampered cookie as signed out and clears it', async () => {
    const browser = t.client();
    await browser.post(SIGNUP, newSignup());
    const token = (browser.cookie as string).split('=')[1] as string;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const response = await t
      .client()
      .get('/api/v1/user/get-user', { cookie: `stamp_session=${tampered}` });
    expect(response.body.data).toBeNull();
    expect(response.headers.getSetCookie().join()).toMatch(/stamp_session=;/);
  });

  it('treats an absurdly long cookie as signed out', async () => {
    const response = await t
      .client()
      .get('/api/v1/user/get-user', { cookie: `stamp_session=${'a'.repeat(4000)}` });
    expect(response.body.data).toBeNull();
  });

  it('treats an expired session as signed out', async () => {
    const browser = t.client();
    const signup = await browser.post(SIGNUP, newSignup());
    const { sessions } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, signup.body.data._id));
    expect((await browser.get('/api/v1/user/get-user')).body.data).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const before = await userCount();
    const response = await t.client().post(SIGNUP, newSignup(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, message: 'Cross-site request refused' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a foreign logout, which is a GET that changes state', async () => {
    const browser = t.client();
    await browser.post(SIGNUP, newSignup());
    const foreign = await browser.get('/api/v1/user/logout', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await browser.get('/api/v1/user/get-user')).status).toBe(200);
  });

  it.each([
    ['a trailing slash', '/api/v1/user/logout/', { origin: 'https://evil.example' }],
    [
      'two trailing slashes and a query',
      '/api/v1/user/logout//?x=1',
      { origin: 'https://evil.example' },
    ],
    [
      'a cross-site navigation without Origin',
      '/api/v1/user/logout',
      { 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a foreign logout sent with %s', async (_, path, headers) => {
    const browser = t.client();
    await browser.post(SIGNUP, newSignup());
    const foreign = await browser.get(path, headers);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    expect((await browser.get('/api/v1/user/get-user')).body.data).not.toBeNull();
  });

  it('refuses a cross-site POST that the browser marks so, even with no Origin', async () => {
    const before = await userCount();
    const response = await t.client().post(SIGNUP, newSignup(), { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('lets our own pages log out (same-origin fetch) and reads stay open cross-site', async () => {
    const browser = t.client();
    await browser.post(SIGNUP, newSignup());
    const read = await browser.get('/api/v1/user/categories', { 'sec-fetch-site': 'cross-site' });
    expect(read.status).toBe(200);
    const own = await browser.get('/api/v1/user/logout', {
      origin: 'http://stamp.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
  });

  it('accepts our own origin and requests without one', async () => {
    const ours = await t.client().post(SIGNUP, newSignup(), { origin: 'http://stamp.test' });
    expect(ours.status).toBe(201);
    const none = await t.client().post(SIGNUP, newSignup());
    expect(none.status).toBe(201);
  });
});
