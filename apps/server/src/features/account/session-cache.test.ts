import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';
import { createSessionCache } from './session-cache';
import type { CurrentSessionRow } from './sessions.repo';

function row(userId: string, expiresInMs = 60_000): CurrentSessionRow {
  return {
    sessionId: `s-${userId}`,
    expiresAt: new Date(Date.now() + expiresInMs),
    lastSeenAt: new Date(),
    user: { id: userId } as CurrentSessionRow['user'],
    membership: null,
    allowance: null,
    dailyDownloads: null,
  };
}

describe('session cache', () => {
  it('forgets a token, and every token of a user', () => {
    const cache = createSessionCache();
    cache.set('t1', row('u1'), cache.generation());
    cache.set('t2', row('u1'), cache.generation());
    cache.set('t3', row('u2'), cache.generation());
    cache.forgetToken('t1');
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toBeDefined();
    cache.forgetUser('u1');
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t3')?.user.id).toBe('u2');
  });

  it('drops a fill that raced with an invalidation', () => {
    const cache = createSessionCache();
    const before = cache.generation(); // a request starts reading the database…
    cache.forgetUser('u1'); // …while another request changes the user
    cache.set('t1', row('u1'), before); // the stale read must not be cached
    expect(cache.get('t1')).toBeUndefined();
  });

  it('never serves an expired session or an entry past its time to live', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createSessionCache({ ttlMs: 30 });
      cache.set('old', row('u1', -1), cache.generation());
      expect(cache.get('old')).toBeUndefined();
      cache.set('t', row('u2'), cache.generation());
      vi.advanceTimersByTime(30);
      expect(cache.get('t')).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(cache.get('t')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.set('a', row('u1'), cache.generation());
    cache.set('b', row('u2'), cache.generation());
    cache.get('a');
    cache.set('c', row('u3'), cache.generation());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('can be switched off', () => {
    const cache = createSessionCache({ maxEntries: 0 });
    cache.set('a', row('u1'), cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });

  it('applies invalidations that arrive on the bus', () => {
    let deliver: (message: string) => void = () => {};
    const bus: InvalidationBus = {
      publish: () => {},
      subscribe: (onMessage) => {
        deliver = onMessage;
      },
      close: async () => {},
    };
    const cache = createSessionCache({ bus });
    cache.set('t1', row('u1'), cache.generation());
    cache.set('t2', row('u2'), cache.generation());
    deliver('user:u1');
    deliver('token:t2');
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toBeUndefined();
  });
});

// Two API processes on one PostgreSQL database, kept coherent through Redis pub/sub.
describe.runIf(process.env.STAMP_TEST_DB === 'postgres' && process.env.REDIS_URL)(
  'two API processes behind a load balancer',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await startTestApp();
      b = await startTestApp({ database: a.database });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a logout on one process ends the session on the other at once', async () => {
      const onA = a.client();
      await onA.post('/api/v1/user/signup', newSignup());
      const onB = b.client();
      onB.cookie = onA.cookie;
      expect((await onB.get('/api/v1/user/get-user')).status).toBe(200); // now cached on B
      expect((await onA.get('/api/v1/user/logout')).status).toBe(200);
      await expect
        .poll(async () => (await onB.get('/api/v1/user/get-user')).body.data, { timeout: 2000 })
        .toBeNull();
    });

    it('a password change on one process signs the other devices out on every process', async () => {
      const body = newSignup();
      const laptop = a.client();
      await laptop.post('/api/v1/user/signup', body);
      const phone = b.client();
      await phone.post('/api/v1/user/login', { identifier: body.email, password: body.password });
      expect((await phone.get('/api/v1/user/get-user')).status).toBe(200);
      await laptop.post('/api/v1/user/password/change', {
        oldPassword: body.password,
        newPassword: 'brand new pass',
      });
      await expect
        .poll(async () => (await phone.get('/api/v1/user/get-user')).body.data, { timeout: 2000 })
        .toBeNull();
    });
  },
);
