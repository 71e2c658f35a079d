import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function feedAndKey(env: Record<string, string>) {
  const t = await startTestApp({ env });
  apps.push(t);
  const feed = await t.client().get('/api/v1/user/media/home/feeds?limit=1');
  const key = await t.client().get('/api/v1/user/razorpay/key');
  return { topBanner: feed.body.data.topBanner, key };
}

describe('the sandbox says so on every page', () => {
  it('flags test payments in the top banner every page reads, when the sandbox runs', async () => {
    const { topBanner, key } = await feedAndKey({ PAYMENTS_SANDBOX: 'true' });
    expect(topBanner.testPayments).toBe(true);
    expect(key.body.data.provider).toBe('sandbox');
  });

  it('has no sandbox, and no flag, on a public address unless asked for by name', async () => {
    const { topBanner, key } = await feedAndKey({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://stamp.example',
      PAYMENTS_SANDBOX: '',
    });
    expect(topBanner.testPayments).toBeUndefined();
    expect(key.status).toBe(503);
    expect(key.body.code).toBe('PAYMENTS_DISABLED');
  });
});
