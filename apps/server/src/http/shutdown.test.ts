import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops accepting new ones', async () => {
    // A real slow request: a password change hashes twice (~100 ms), long enough to close mid-way.
    const browser = t.client();
    const body = {
      name: 'Slow Poke',
      email: 'slow@example.com',
      phoneNumber: '9123456789',
      password: 'first password',
    };
    await browser.post('/api/v1/user/signup', body);
    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    const inFlight = browser.post('/api/v1/user/password/change', {
      oldPassword: body.password,
      newPassword: 'second password',
    });
    await arrived;
    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    await closing;
    await expect(fetch(`${t.baseUrl}/api/health`)).rejects.toThrow();
  });
});
