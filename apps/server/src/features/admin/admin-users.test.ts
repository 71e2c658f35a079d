import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, downloads, payments, sessions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashToken } from '../../lib/tokens';
import { signedInMember, signedInOperator, signedInUser } from '../../test/test-accounts';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInOperator(t);
  adminId = (await admin.get('/api/v1/user/get-user')).body.data._id;
});
afterAll(() => t?.close());

const NO_SUCH_ID = '0123456789abcdef01234567';
const disable = (userId: string, disabled = true) =>
  admin.request('PUT', `/api/v1/admin/users/${userId}/disabled`, { disabled });

async function signUp(overrides: Parameters<typeof newSignup>[0] = {}) {
  const body = newSignup(overrides);
  const client = t.client();
  const answer = await client.post('/api/v1/user/signup', body);
  expect(answer.status).toBe(201);
  return { client, body, userId: answer.body.data._id as string };
}

const auditFor = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);

describe('searching users', () => {
  it('finds by part of a name or e-mail in any case, and by the digits of a phone number', async () => {
    const tag = newId().slice(-8);
    const kavya = await signUp({
      name: `Kavya Zq${tag}`,
      email: `kavya.${tag}@example.com`,
      phoneNumber: `97${tag.replace(/\D/g, '7').slice(0, 8)}`,
    });
    const search = async (q: string) =>
      (await admin.get(`/api/v1/admin/users?q=${encodeURIComponent(q)}`)).body.data;

    for (const q of [`zq${tag}`.toUpperCase(), `KAVYA.${tag}`, `${tag}@EXAMPLE`]) {
      const found = await search(q);
      expect(
        found.items.map((u: { _id: string }) => u._id),
        q,
      ).toEqual([kavya.userId]);
    }
    const phoneDigits = kavya.body.phoneNumber.slice(-6);
    const byPhone = await search(`${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3)}`);
    expect(byPhone.items.map((u: { _id: string }) => u._id)).toContain(kavya.userId);
    expect(byPhone.items[0]).toMatchObject({
      fullName: `Kavya Zq${tag}`,
      role: 'user',
      disabled: false,
      disabledAt: null,
      membership: { plan: null, status: null, isActive: false, endDate: null },
    });
    // Digits inside a word are not a phone number: a code that holds them finds nobody by phone.
    const scattered = `zz${phoneDigits.split('').join('y')}`;
    expect((await search(scattered)).items.map((u: { _id: string }) => u._id)).not.toContain(
      kavya.userId,
    );
    // LIKE's own characters are taken literally.
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const tag = newId().slice(-6);
    for (const name of ['Charu', 'amit', 'Bela']) {
      await signUp({ name: `${name} Pg${tag}`, email: `${name.toLowerCase()}.${tag}@ex.com` });
    }
    const page = async (query: string) =>
      (await admin.get(`/api/v1/admin/users?q=pg${tag}&${query}`)).body.data;
    const names = (data: { items: { fullName: string }[] }) =>
      data.items.map((u) => u.fullName.split(' ')[0]);
    expect(names(await page('sort=newest'))).toEqual(['Bela', 'amit', 'Charu']);
    expect(names(await page('sort=name'))).toEqual(['amit', 'Bela', 'Charu']);
    expect(names(await page('sort=email'))).toEqual(['amit', 'Bela', 'Charu']);
    const second = await page('sort=name&page=2&pageSize=2');
    expect([names(second), second.total, second.page, second.pageSize]).toEqual([
      ['Charu'],
      3,
      2,
      2,
    ]);
  });

  it('refuses a huge page, a bad sort, a NUL and a lone surrogate with a 400', async () => {
    for (const query of ['pageSize=100000', 'pageSize=0', 'page=-1', 'sort=password']) {
      const answer = await admin.get(`/api/v1/admin/users?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await admin.get('/api/v1/admin/users?pageSize=100')).status).toBe(200);
    for (const bad of ['%00', 'a%00b', '%01']) {
      const answer = await admin.get(`/api/v1/admin/users?q=${bad}`);
      expect([answer.status, answer.body.code], bad).toEqual([400, 'INVALID_TEXT']);
    }
    // A URL carries UTF-8, which has no lone surrogates: the encoded half of a pair decodes to
    // U+FFFD and is searched for as text, never reaching the database half-formed.
    const half = await admin.get('/api/v1/admin/users?q=%ED%A0%80');
    expect([half.status, half.body.data.total]).toEqual([200, 0]);
  });
});

describe("a user's page", () => {
  it('shows membership, payments and downloads today and in total', async () => {
    const member = await signedInMember(t, 4);
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    const row = (createdAt: Date, status: 'ready' | 'failed', watermarked = false) => ({
      id: newId(),
      userId: member.userId,
      mediaId: null,
      title: 'Post',
      kind: 'image' as const,
      settings: {},
      watermarked,
      status,
      contentType: 'image/png',
      fileName: 'post.png',
      expiresAt: new Date(Date.now() + 3_600_000),
      createdAt,
    });
    await t.db
      .insert(downloads)
      .values([
        row(new Date(), 'ready'),
        row(new Date(), 'ready', true),
        row(new Date(), 'failed'),
        row(yesterday, 'ready'),
      ]);
    await t.db.insert(payments).values({
      provider: 'sandbox',
      providerPaymentId: `pay_${newId()}`,
      subscriptionId: 'sub_x',
      userId: member.userId,
      plan: 'premium',
      amountPaise: 49_900,
      status: 'captured',
    });
    const answer = await admin.get(`/api/v1/admin/users/${member.userId}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.profile).toMatchObject({ _id: member.userId, role: 'user', disabled: false });
    expect(data.membership).toMatchObject({
      plan: 'premium',
      status: 'active',
      isActive: true,
      cancelAtPeriodEnd: false,
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ amountPaise: 49_900, status: 'captured', plan: 'premium' }),
    ]);
    // Yesterday's counts in the total only; a failed render is no download. (36 h ago is
    // yesterday or earlier in any time zone.)
    expect(data.downloads).toEqual({ today: 2, total: 3 });
    expect(data.profile).not.toHaveProperty('passwordHash');
  });

  it('is a 404 for an unknown id or one that cannot be an id', async () => {
    expect((await admin.get(`/api/v1/admin/users/${NO_SUCH_ID}`)).status).toBe(404);
    expect((await admin.get('/api/v1/admin/users/not-an-id')).status).toBe(404);
    expect((await disable(NO_SUCH_ID)).status).toBe(404);
  });
});

describe('disabling an account', () => {
  it('ends every session at once, the cached one included, and refuses the login with why', async () => {
    const { client, body, userId } = await signUp();
    const second = t.client();
    await second.post('/api/v1/user/login', { identifier: body.email, password: body.password });
    // Both sessions are live and cached.
    for (const c of [client, second]) {
      expect((await c.get('/api/v1/user/get-user')).body.data._id).toBe(userId);
      expect((await c.get('/api/v1/user/get-user')).body.data._id).toBe(userId);
    }

    const answer = await disable(userId);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Account disabled: every session has ended',
      data: { _id: userId, disabled: true },
    });
    expect(Date.parse(answer.body.data.disabledAt)).toBeLessThanOrEqual(Date.now());

    for (const c of [client, second]) {
      expect((await c.get('/api/v1/user/get-user')).body.data).toBeNull();
    }
    expect((await second.get('/api/v1/user/subscription/status')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: body.password });
    expect([login.status, login.body.code, login.body.message]).toEqual([
      403,
      'ACCOUNT_DISABLED',
      'This account has been disabled. Write to support@stamp.test if you think this is a mistake.',
    ]);
    // A wrong password says nothing about the account.
    const guess = await t.client().post('/api/v1/user/login', {
      identifier: body.email,
      password: 'not the password',
    });
    expect([guess.status, guess.body.message]).toEqual([401, 'Invalid email/phone or password']);
    const byPhone = await t.client().post('/api/v1/user/login', {
      identifier: body.phoneNumber,
      password: body.password,
    });
    expect(byPhone.body.code).toBe('ACCOUNT_DISABLED');

    const listed = await admin.get(`/api/v1/admin/users/${userId}`);
    expect(listed.body.data.profile.disabled).toBe(true);
  });

  it('refuses a session of a disabled account even if one is written after the disable', async () => {
    const { userId } = await signUp();
    await disable(userId);
    // As a login racing the disable would leave it: a session row written afterwards.
    const token = 'a'.repeat(43);
    await t.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const client = t.client();
    client.cookie = `stamp_session=${token}`;
    expect((await client.get('/api/v1/user/get-user')).body.data).toBeNull();
    expect((await client.get('/api/v1/user/subscription/status')).status).toBe(401);
  });

  it('lets no password reset back in: no new link, and an old link does not sign in', async () => {
    const { body, userId } = await signUp();
    await t.client().post('/api/v1/user/password/forgot', { email: body.email });
    const mail = await t.smtp.waitFor(body.email, /Reset your Stamp password/);
    const token = /reset-password\/([\w-]+)/.exec(mail.text)?.[1] as string;
    await disable(userId);

    const asked = await t.client().post('/api/v1/user/password/forgot', { email: body.email });
    expect(asked.status).toBe(200);
    const reset = await t
      .client()
      .post(`/api/v1/user/password/reset/${token}`, { newPassword: 'another good password' });
    expect(reset.status).toBe(200);
    const login = await t.client().post('/api/v1/user/login', {
      identifier: body.email,
      password: 'another good password',
    });
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const resetMails = t.smtp.messages.filter(
      (m) => m.to.includes(body.email) && /Reset your Stamp password/.test(m.subject ?? m.text),
    );
    expect(resetMails).toHaveLength(1);
  });

  it('enables again: login works, and both changes are in the audit log', async () => {
    const { body, userId } = await signUp();
    await disable(userId);
    const enabled = await disable(userId, false);
    expect(enabled.body).toMatchObject({
      message: 'Account enabled',
      data: { _id: userId, disabled: false, disabledAt: null },
    });
    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: body.password });
    expect(login.status).toBe(200);
    const entries = await auditFor(userId);
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail])).toEqual([
      ['user.disable', adminId, 'ops@stamp.test'],
      ['user.enable', adminId, 'ops@stamp.test'],
    ]);
    expect(entries[0]?.before).toEqual({ disabledAt: null });
    expect(entries[1]?.after).toEqual({ disabledAt: null });
  });

  it('refuses to disable yourself or an admin, with a reason', async () => {
    const self = await disable(adminId);
    expect([self.status, self.body.message]).toEqual([409, 'You cannot disable your own account']);
    expect((await admin.get('/api/v1/user/get-user')).body.data._id).toBe(adminId);
  });

  it('gives two concurrent disables one outcome and one audit entry', async () => {
    const { userId } = await signUp();
    const answers = await Promise.all([disable(userId), disable(userId), disable(userId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.disabledAt)).size).toBe(1);
    expect((await auditFor(userId)).map((e) => e.action)).toEqual(['user.disable']);
  });

  it('refuses a body that is not a boolean, and text breaking the text rule', async () => {
    const { userId } = await signUp();
    for (const body of [{}, { disabled: 'yes' }, { disabled: null }]) {
      const answer = await admin.request('PUT', `/api/v1/admin/users/${userId}/disabled`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const nul = await admin.request(
      'PUT',
      `/api/v1/admin/users/${userId}/disabled`,
      '{"disabled":true,"note":"a\\u0000b"}',
    );
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_TEXT']);
    const surrogate = await admin.request(
      'PUT',
      `/api/v1/admin/users/${userId}/disabled`,
      '{"disabled":true,"note":"\\ud800"}',
    );
    expect([surrogate.status, surrogate.body.code]).toEqual([400, 'INVALID_TEXT']);
  });
});

describe('other writes on a user are audited in their own transaction', () => {
  it('records role changes and membership grants and revocations with before and after', async () => {
    const { userId } = await signedInUser(t);
    await admin.request('PUT', `/api/v1/admin/users/${userId}/role`, { role: 'editor' });
    await admin.request('PUT', `/api/v1/admin/users/${userId}/role`, { role: 'editor' });
    await admin.post(`/api/v1/admin/users/${userId}/membership`, { plan: 'pro', days: 10 });
    await admin.request('DELETE', `/api/v1/admin/users/${userId}/membership`);
    const entries = await auditFor(userId);
    expect(entries.map((e) => e.action)).toEqual([
      'user.role',
      'membership.grant',
      'membership.revoke',
    ]);
    expect([entries[0]?.before, entries[0]?.after]).toEqual([{ role: 'user' }, { role: 'editor' }]);
    expect(entries[1]?.before).toBeNull();
    expect(entries[1]?.after).toMatchObject({ plan: 'pro', status: 'active', days: 10 });
    expect(entries[2]?.before).toMatchObject({ plan: 'pro', status: 'active' });
    expect(entries[2]?.after).toMatchObject({ plan: 'pro', status: 'cancelled' });
  });

  it('writes nothing, audit included, when the grant is refused', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const answer = await admin.post(`/api/v1/admin/users/${NO_SUCH_ID}/membership`, {
      plan: 'pro',
      days: 10,
    });
    expect(answer.status).toBe(404);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
