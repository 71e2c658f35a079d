import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { createRedisClient } from '../redis/redis-client';
import { createMemoryRateLimitStore } from './memory-store';
import { createRedisRateLimitStore } from './redis-store';

describe('login, sign-up, forgot and reset are rate-limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      // Each test comes from its own address (X-Forwarded-For), so no test spends another's
      // per-address allowance and each passes alone or in any order.
      env: { TRUST_PROXY: 'true' },
      rateLimits: {
        loginPerIdentifier: { limit: 3, windowS: 60 },
        loginPerIp: { limit: 7, windowS: 60 },
        forgotPerEmail: { limit: 2, windowS: 60 },
        resetPerIp: { limit: 2, windowS: 60 },
        signupPerIp: { limit: 4, windowS: 60 },
      },
    });
  });
  afterAll(() => t?.close());
  let address = 0;
  /** A client at an address no other test uses. */
  const from = () => {
    const ip = { 'x-forwarded-for': `203.0.113.${++address}` };
    const client = t.client();
    return {
      post: (path: string, body: unknown) => client.post(path, body, ip),
    };
  };

  it('limits login attempts per identifier, then per IP, with 429 and Retry-After', async () => {
    const client = from();
    const body = newSignup();
    await client.post('/api/v1/user/signup', body);
    const attempt = (identifier: string, password = 'wrong password') =>
      client.post('/api/v1/user/login', { identifier, password });

    for (let i = 0; i < 3; i++) expect((await attempt(body.email)).status).toBe(401);
    const limited = await attempt(body.email, body.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account from the same IP still works until the IP's own limit.
    for (let i = 0; i < 3; i++) expect((await attempt(`other${i}@example.com`)).status).toBe(401);
    expect((await attempt('yet-another@example.com')).status).toBe(429);
  });

  it('limits reset e-mails per address', async () => {
    const client = from();
    const email = 'flood@example.com';
    expect((await client.post('/api/v1/user/password/forgot', { email })).status).toBe(200);
    expect((await client.post('/api/v1/user/password/forgot', { email })).status).toBe(200);
    expect((await client.post('/api/v1/user/password/forgot', { email })).status).toBe(429);
  });

  it('limits reset attempts per IP', async () => {
    const client = from();
    const tries = [];
    for (let i = 0; i < 3; i++) {
      const guess = `/api/v1/user/password/reset/guess${i}`;
      tries.push((await client.post(guess, { newPassword: 'whatever123' })).status);
    }
    expect(tries).toEqual([400, 400, 429]);
  });

  it('limits sign-ups per IP', async () => {
    const client = from();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.post('/api/v1/user/signup', newSignup())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});

describe('rate-limit stores', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('memory: counts within a window and starts again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = createMemoryRateLimitStore();
    expect((await store.hit('k', 50)).count).toBe(1);
    vi.advanceTimersByTime(49);
    expect(await store.hit('k', 50)).toEqual({ count: 2, resetInMs: 1 });
    vi.advanceTimersByTime(1);
    expect((await store.hit('k', 50)).count).toBe(1);
    await store.close();
  });

  it.runIf(process.env.REDIS_URL)(
    'redis: counts atomically across clients and expires the window',
    async () => {
      const a = createRedisClient(process.env.REDIS_URL as string);
      const b = createRedisClient(process.env.REDIS_URL as string);
      const prefix = `stamp:test:${newId()}:`;
      try {
        const storeA = createRedisRateLimitStore(a, prefix);
        const storeB = createRedisRateLimitStore(b, prefix);
        // Redis expires keys in whole seconds: the shortest window is one.
        const counts = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? storeA : storeB).hit('shared', 1000)),
        );
        expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(counts.every((c) => c.resetInMs > 0 && c.resetInMs <= 1000)).toBe(true);
        // Redis expires the window on its own clock: wait for the key to go, then count anew.
        await expect.poll(() => a.exists(`${prefix}shared`), { timeout: 5_000 }).toBe(0);
        expect((await storeA.hit('shared', 1000)).count).toBe(1);
      } finally {
        const keys = await a.keys(`${prefix}*`);
        if (keys.length) await a.del(...keys);
        await a.quit();
        await b.quit();
      }
    },
  );
});
