import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

// Limits per account and client; the account-wide cap leaves a browser the owner used alone.
describe("a stranger's guesses do not lock the owner out", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: 'true' },
      rateLimits: {
        loginPerIp: { limit: 1000, windowS: 60 },
        loginPerIdentifierAndClient: { limit: 3, windowS: 60 },
        loginPerIdentifier: { limit: 6, windowS: 60 },
        forgotPerIp: { limit: 1000, windowS: 60 },
        forgotPerEmailAndClient: { limit: 2, windowS: 60 },
        forgotPerEmail: { limit: 4, windowS: 60 },
      },
    });
  });
  afterAll(() => t?.close());

  /** Signs up from the owner's browser and returns the known-device cookie it was given. */
  async function owner() {
    const body = newSignup();
    const response = await fetch(`${t.baseUrl}/api/v1/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const set = response.headers.getSetCookie().find((c) => c.startsWith('stamp_device='));
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Path=\/api\//);
    const device = (set ?? '').split(';')[0] as string;
    return { ...body, device };
  }

  const login = (identifier: string, password: string, ip: string, cookie?: string) =>
    t
      .client()
      .post(
        '/api/v1/user/login',
        { identifier, password },
        { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      );

  it('holds the guesser, not the owner; the account-wide cap spares a known browser', async () => {
    const me = await owner();
    for (let i = 0; i < 3; i++)
      expect((await login(me.email, 'wrong', '10.0.0.1')).status).toBe(401);
    // That client is held…
    expect((await login(me.email, me.password, '10.0.0.1')).status).toBe(429);
    // …the owner elsewhere is not.
    expect((await login(me.email, me.password, '10.0.0.2')).status).toBe(200);
    // Guesses spread over addresses reach the account-wide cap (6 from unknown browsers)…
    expect((await login(me.email, 'wrong', '10.0.0.3')).status).toBe(401);
    expect((await login(me.email, 'wrong', '10.0.0.4')).status).toBe(401);
    expect((await login(me.email, 'wrong', '10.0.0.5')).status).toBe(429);
    expect((await login(me.email, me.password, '10.0.0.6')).status).toBe(429);
    // …which a browser that signed in before passes, even from the guesser's own address.
    expect((await login(me.email, me.password, '10.0.0.1', me.device)).status).toBe(200);
    // A cookie that was not issued for this account is no key.
    const forged = me.device.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await login(me.email, me.password, '10.0.0.7', forged)).status).toBe(429);
    const someoneElse = await owner();
    expect((await login(me.email, me.password, '10.0.0.8', someoneElse.device)).status).toBe(429);
  });

  it('lets the owner ask for a reset link after strangers have used up the address', async () => {
    const me = await owner();
    const forgot = (ip: string, cookie?: string) =>
      t
        .client()
        .post(
          '/api/v1/user/password/forgot',
          { email: me.email },
          { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
        );
    expect((await forgot('10.1.0.1')).status).toBe(200);
    expect((await forgot('10.1.0.1')).status).toBe(200);
    expect((await forgot('10.1.0.1')).status).toBe(429);
    expect((await forgot('10.1.0.2')).status).toBe(200);
    expect((await forgot('10.1.0.3')).status).toBe(200);
    expect((await forgot('10.1.0.4')).status).toBe(429);
    expect((await forgot('10.1.0.1', me.device)).status).toBe(200);
  });
});
