import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

function resetLinkFrom(text: string): string {
  const link = /http:\/\/stamp\.test\/reset-password\/([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
  return link[1];
}

describe('sign-up, session and login', () => {
  it('signs up, reads the user, logs out, and logs back in by e-mail and by phone', async () => {
    const browser = t.client();
    const body = newSignup({ email: 'Asha.Verma@Example.COM', phoneNumber: '98765 43210' });

    const signup = await browser.post('/api/v1/user/signup', body);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({
      success: true,
      data: {
        name: 'Asha Verma',
        fullName: 'Asha Verma',
        email: 'asha.verma@example.com',
        phoneNumber: '+919876543210',
        role: 'user',
        membership: { plan: null, startDate: null, endDate: null, isActive: false },
        downloads: { count: 0, lastReset: null },
      },
    });
    expect(signup.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(signup.body.data).not.toHaveProperty('passwordHash');

    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('stamp_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here; see the https test below

    const me = await browser.get('/api/v1/user/get-user');
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(signup.body.data);

    const logout = await browser.get('/api/v1/user/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect(browser.cookie).toBeUndefined();

    // A visitor's "who am I?" is answered, not refused: no user (decision 0011).
    const after = await browser.get('/api/v1/user/get-user');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ success: true, data: null });

    const byEmail = await browser.post('/api/v1/user/login', {
      identifier: 'ASHA.VERMA@example.com',
      password: body.password,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.email).toBe('asha.verma@example.com');

    for (const identifier of ['98765 43210', '+919876543210', '+91 98765-43210']) {
      const byPhone = await t
        .client()
        .post('/api/v1/user/login', { identifier, password: body.password });
      expect(byPhone.status, identifier).toBe(200);
      expect(byPhone.body.data._id).toBe(signup.body.data._id);
    }
  });

  it('stores only a hash of the session token and deletes the session on logout', async () => {
    const browser = t.client();
    const signup = await browser.post('/api/v1/user/signup', newSignup());
    const token = (browser.cookie as string).split('=')[1] as string;
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, signup.body.data._id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.tokenHash).not.toContain(token);

    await browser.get('/api/v1/user/logout');
    const left = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, signup.body.data._id));
    expect(left).toHaveLength(0);
    // Replaying the old cookie after logout does not work either.
    const replay = await t
      .client()
      .get('/api/v1/user/get-user', { cookie: `stamp_session=${token}` });
    expect(replay.body.data).toBeNull();
  });

  it('refuses a duplicate e-mail or phone with the same 409, which says neither', async () => {
    const first = newSignup();
    expect((await t.client().post('/api/v1/user/signup', first)).status).toBe(201);

    const sameEmail = await t
      .client()
      .post('/api/v1/user/signup', newSignup({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    const taken = {
      success: false,
      message:
        'An account with this email or phone number already exists. Log in, or reset your password.',
      code: 'CONFLICT',
    };
    expect(sameEmail.body).toEqual(taken);

    const samePhone = await t
      .client()
      .post('/api/v1/user/signup', newSignup({ phoneNumber: `+91${first.phoneNumber}` }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual(taken);
  });

  it('gives one account to concurrent sign-ups with the same e-mail', async () => {
    const body = newSignup();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.client().post('/api/v1/user/signup', { ...body, phoneNumber: `97000000${10 + i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('rejects a wrong password or unknown account with the same message', async () => {
    const body = newSignup();
    await t.client().post('/api/v1/user/signup', body);
    const wrong = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'not the password' });
    const unknown = await t
      .client()
      .post('/api/v1/user/login', { identifier: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email/phone or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('rejects a phone number that is not a phone number', async () => {
    const response = await t
      .client()
      .post('/api/v1/user/signup', newSignup({ phoneNumber: '12345' }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ phoneNumber: 'Enter a valid phone number' });
  });
});

describe('change password', () => {
  it('needs the current password, then signs out every other session', async () => {
    const body = newSignup();
    const laptop = t.client();
    await laptop.post('/api/v1/user/signup', body);
    const phone = t.client();
    await phone.post('/api/v1/user/login', { identifier: body.email, password: body.password });

    const wrong = await laptop.post('/api/v1/user/password/change', {
      oldPassword: 'nope nope',
      newPassword: 'a brand new one',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');

    const changed = await laptop.post('/api/v1/user/password/change', {
      oldPassword: body.password,
      newPassword: 'a brand new one',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully');
    expect((await laptop.get('/api/v1/user/get-user')).status).toBe(200);
    expect((await phone.get('/api/v1/user/get-user')).body.data).toBeNull();

    const old = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: body.password });
    expect(old.status).toBe(401);
    const fresh = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'a brand new one' });
    expect(fresh.status).toBe(200);
    await t.smtp.waitFor(body.email, /password was changed/);
  });

  it('is refused without a session', async () => {
    const response = await t.client().post('/api/v1/user/password/change', {
      oldPassword: 'whatever1',
      newPassword: 'whatever2',
    });
    expect(response.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the new password and ends every session', async () => {
    const body = newSignup();
    const browser = t.client();
    await browser.post('/api/v1/user/signup', body);

    const forgot = await t
      .client()
      .post('/api/v1/user/password/forgot', { email: body.email.toUpperCase() });
    expect(forgot.status).toBe(200);
    const mail = await t.smtp.waitFor(body.email, /Reset your Stamp password/);
    const token = resetLinkFrom(mail.text);

    const reset = await t
      .client()
      .post(`/api/v1/user/password/reset/${token}`, { newPassword: 'my new password' });
    expect(reset.status).toBe(200);
    expect(reset.body.success).toBe(true);

    expect((await browser.get('/api/v1/user/get-user')).body.data).toBeNull();
    const old = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: body.password });
    expect(old.status).toBe(401);
    const fresh = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'my new password' });
    expect(fresh.status).toBe(200);

    const again = await t
      .client()
      .post(`/api/v1/user/password/reset/${token}`, { newPassword: 'another password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
    const still = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'my new password' });
    expect(still.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = newSignup();
    await t.client().post('/api/v1/user/signup', known);
    const a = await t.client().post('/api/v1/user/password/forgot', { email: known.email });
    const b = await t.client().post('/api/v1/user/password/forgot', { email: 'ghost@example.com' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    await t.smtp.waitFor(known.email, /Reset your Stamp password/);
    expect(t.smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const body = newSignup();
    const signup = await t.client().post('/api/v1/user/signup', body);
    await t.client().post('/api/v1/user/password/forgot', { email: body.email });
    const token = resetLinkFrom(
      (await t.smtp.waitFor(body.email, /Reset your Stamp password/)).text,
    );
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, signup.body.data._id));

    const reset = await t
      .client()
      .post(`/api/v1/user/password/reset/${token}`, { newPassword: 'too late now' });
    expect(reset.status).toBe(400);
    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const reset = await t
      .client()
      .post('/api/v1/user/password/reset/not-a-real-token', { newPassword: 'whatever123' });
    expect(reset.status).toBe(400);
  });
});

describe('operator account', () => {
  it('creates the ADMIN_EMAIL account with role admin, and updates it on the next start', async () => {
    await t.services.accounts.ensureAdmin('ops@stamp.test', 'first password');
    await t.services.accounts.ensureAdmin('ops@stamp.test', 'second password');
    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: 'ops@stamp.test', password: 'second password' });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ role: 'admin', phoneNumber: null });
    const rows = await t.db.select().from(users).where(eq(users.email, 'ops@stamp.test'));
    expect(rows).toHaveLength(1);
  });
});

describe('the ADMIN_EMAIL bootstrap (decision 0012)', () => {
  it('refuses to promote a customer who registered that address first, and changes nothing', async () => {
    const body = newSignup();
    const squatter = t.client();
    await squatter.post('/api/v1/user/signup', body);
    await expect(t.services.accounts.ensureAdmin(body.email, 'operator password')).rejects.toThrow(
      /belongs to an existing customer account/,
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.role).toBe('user');
    // The old cookie is still a customer's: the operator routes stay shut.
    const operatorOnly = await squatter.post('/api/v1/admin/categories', { name: 'Mine now' });
    expect(operatorOnly.status).toBe(403);
    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'operator password' });
    expect(login.status).toBe(401);
  });
});

describe('outstanding reset links', () => {
  /** Every reset link mailed to `email` so far, oldest first. */
  function linksFor(email: string): string[] {
    return t.smtp.messages
      .filter((m) => m.to.includes(email) && /Reset your Stamp password/.test(m.subject))
      .map((m) => resetLinkFrom(m.text));
  }
  async function requestLink(email: string, count: number): Promise<string> {
    await t.client().post('/api/v1/user/password/forgot', { email });
    await expect.poll(() => linksFor(email).length).toBe(count);
    return linksFor(email)[count - 1] as string;
  }
  const resetWith = (token: string, newPassword: string) =>
    t.client().post(`/api/v1/user/password/reset/${token}`, { newPassword });

  it('a newer link voids the older one', async () => {
    const body = newSignup();
    await t.client().post('/api/v1/user/signup', body);
    const first = await requestLink(body.email, 1);
    const second = await requestLink(body.email, 2);
    expect((await resetWith(first, 'from the old link')).status).toBe(400);
    expect((await resetWith(second, 'from the new link')).status).toBe(200);
  });

  it('a password change voids every outstanding link', async () => {
    const body = newSignup();
    const browser = t.client();
    await browser.post('/api/v1/user/signup', body);
    const link = await requestLink(body.email, 1);
    const changed = await browser.post('/api/v1/user/password/change', {
      oldPassword: body.password,
      newPassword: 'changed on purpose',
    });
    expect(changed.status).toBe(200);
    const reset = await resetWith(link, 'an attacker’s choice');
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('RESET_TOKEN_INVALID');
    const login = await t
      .client()
      .post('/api/v1/user/login', { identifier: body.email, password: 'changed on purpose' });
    expect(login.status).toBe(200);
  });
});

describe("account e-mails in the user's language", () => {
  /** Signs up, saves `language` on the account (null: never chosen), and asks for a reset link. */
  async function resetMailFor(language: 'en' | 'hi' | null) {
    const body = newSignup();
    const signup = await t.client().post('/api/v1/user/signup', body);
    await t.db.update(users).set({ language }).where(eq(users.id, signup.body.data._id));
    await t.client().post('/api/v1/user/password/forgot', { email: body.email });
    const mail = await t.smtp.waitFor(body.email, /./);
    const token = resetLinkFrom(mail.text);
    const text = mail.text.replace(/\r\n/g, '\n').trim();
    return { body, mail, text, token, link: `http://stamp.test/reset-password/${token}` };
  }

  it('sends the reset link in Hindi to a user who chose Hindi', async () => {
    const { body, mail, text, token, link } = await resetMailFor('hi');
    expect(mail.subject).toBe('अपना Stamp पासवर्ड रीसेट करें');
    expect(text).toContain(`नमस्ते ${body.name},`);
    expect(text).toContain('नया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलें:');
    expect(text).toContain(link);
    // No English left but the brand (the link and the user's name aside).
    const words = text
      .replace(link, '')
      .replace(body.name, '')
      .match(/[A-Za-z]+/g);
    expect(new Set(words)).toEqual(new Set(['Stamp']));

    // The confirmation that follows the reset too.
    await t
      .client()
      .post(`/api/v1/user/password/reset/${token}`, { newPassword: 'नया पासवर्ड 123' });
    const changed = await t.smtp.waitFor(body.email, /पासवर्ड बदल दिया गया है/);
    expect(changed.subject).toBe('आपका Stamp पासवर्ड बदल दिया गया है');
  });

  it.each(['en', null] as const)(
    'sends the exact English to a user whose language is %s',
    async (language) => {
      const { body, mail, text, link } = await resetMailFor(language);
      expect(mail.subject).toBe('Reset your Stamp password');
      expect(text).toBe(
        [
          `Hi ${body.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Stamp account.',
          'Open this link within 1 hour to choose a new password:',
          '',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          '',
          '— Stamp',
        ].join('\n'),
      );
    },
  );
});
