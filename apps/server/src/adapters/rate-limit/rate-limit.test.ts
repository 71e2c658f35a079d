import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { createRedisClient } from '../redis/redis-client';
import { createMemoryRateLimitStore } from './memory-store';
import { createRedisRateLimitStore } from './redis-store';

describe('login, sign-up, forgot and reset are rate-limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
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

  it('limits login attempts per identifier, then per IP, with 429 and Retry-After', async () => {
    const body = newSignup();
    await t.client().post('/api/v1/user/signup', body);
    const attempt = (identifier: string, password = 'wrong password') =>
      t.client().post('/api/v1/user/login', { identifier, password });

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
    const email = 'flood@example.com';
    expect((await t.client().post('/api/v1/user/password/forgot', { email })).status).toBe(200);
    expect((await t.client().post('/api/v1/user/password/forgot', { email })).status).toBe(200);
    expect((await t.client().post('/api/v1/user/password/forgot', { email })).status).toBe(429);
  });

  it('limits reset attempts per IP', async () => {
    const tries = [];
    for (let i = 0; i < 3; i++) {
      tries.push(
        (
          await t
            .client()
            .post(`/api/v1/user/password/reset/guess${i}`, { newPassword: 'whatever123' })
        ).status,
      );
    }
    expect(tries).toEqual([400, 400, 429]);
  });

  it('limits sign-ups per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.client().post('/api/v1/user/signup', newSignup())).status);
    // One sign-up happened in the first test of this file.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('rate-limit stores', () => {
  it('memory: counts within a window and starts again after it', async () => {
    const store = createMemoryRateLimitStore();
    expect((await store.hit('k', 50)).count).toBe(1);
    expect((await store.hit('k', 50)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
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
        const counts = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? storeA : storeB).hit('shared', 300)),
        );
        expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(counts.every((c) => c.resetInMs > 0 && c.resetInMs <= 300)).toBe(true);
        await new Promise((r) => setTimeout(r, 350));
        expect((await storeA.hit('shared', 300)).count).toBe(1);
      } finally {
        const keys = await a.keys(`${prefix}*`);
        if (keys.length) await a.del(...keys);
        await a.quit();
        await b.quit();
      }
    },
  );
});
