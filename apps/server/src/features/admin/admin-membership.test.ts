import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { signedInOperator } from '../../test/test-accounts';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t?.close());

async function customer() {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  return { client, userId: signup.body.data._id as string };
}

describe('support grants', () => {
  it('makes a customer a member at once, with the plan’s allowance for today', async () => {
    const { client, userId } = await customer();
    expect((await client.get('/api/v1/user/get-user')).body.data.membership.isActive).toBe(false);
    const granted = await operator.post(`/api/v1/admin/users/${userId}/membership`, {
      plan: 'pro',
      days: 30,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ plan: 'pro', isActive: true });
    const user = (await client.get('/api/v1/user/get-user')).body.data;
    expect(user.membership).toMatchObject({ plan: 'pro', isActive: true });
    expect(user.downloads.count).toBe(10);
    const [record] = await t.db.select().from(payments).where(eq(payments.userId, userId));
    expect(record).toMatchObject({ provider: 'manual', status: 'granted', plan: 'pro' });
  });

  it('extends an active membership from its end, and revokes it', async () => {
    const { client, userId } = await customer();
    const first = await operator.post(`/api/v1/admin/users/${userId}/membership`, {
      plan: 'premium',
      days: 10,
    });
    const second = await operator.post(`/api/v1/admin/users/${userId}/membership`, {
      plan: 'premium',
      days: 5,
    });
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(days(first.body.data.endDate, second.body.data.endDate)).toBeCloseTo(5);
    const revoked = await t.client().request('DELETE', `/api/v1/admin/users/${userId}/membership`);
    expect(revoked.status).toBe(401);
    expect(
      (await operator.request('DELETE', `/api/v1/admin/users/${userId}/membership`)).body.data
        .isActive,
    ).toBe(false);
    expect((await client.get('/api/v1/user/get-user')).body.data.membership.isActive).toBe(false);
  });

  it('is for operators only and checks its input', async () => {
    const { client, userId } = await customer();
    const self = await client.post(`/api/v1/admin/users/${userId}/membership`, {
      plan: 'pro',
      days: 30,
    });
    expect(self.status).toBe(403);
    for (const body of [{ plan: 'gold', days: 30 }, { plan: 'pro', days: 0 }, { plan: 'pro' }]) {
      expect((await operator.post(`/api/v1/admin/users/${userId}/membership`, body)).status).toBe(
        400,
      );
    }
    const unknown = await operator.post('/api/v1/admin/users/0123456789abcdef01234567/membership', {
      plan: 'pro',
      days: 30,
    });
    expect(unknown.status).toBe(404);
  });
});
