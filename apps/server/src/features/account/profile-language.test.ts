import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLanguage } from '../../http/answer-language';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the interface language on the account', () => {
  it('is null until chosen, then saved and read back on every device', async () => {
    const phone = t.client();
    const body = newSignup();
    const signup = await phone.post('/api/v1/user/signup', body);
    expect(signup.body.data.language).toBeNull();

    const saved = await phone.request('PATCH', '/api/v1/user/profile', { language: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ email: body.email, language: 'hi' });
    expect((await phone.get('/api/v1/user/get-user')).body.data.language).toBe('hi');

    const laptop = t.client();
    const login = await laptop.post('/api/v1/user/login', {
      identifier: body.email,
      password: body.password,
    });
    expect(login.body.data.language).toBe('hi');
  });

  it('takes only a language we offer, and only from a signed-in user', async () => {
    const visitor = t.client();
    expect(
      (await visitor.request('PATCH', '/api/v1/user/profile', { language: 'hi' })).status,
    ).toBe(401);
    const user = t.client();
    await user.post('/api/v1/user/signup', newSignup());
    const refused = await user.request('PATCH', '/api/v1/user/profile', { language: 'fr' });
    expect(refused.status).toBe(400);
    const extra = await user.request('PATCH', '/api/v1/user/profile', {
      language: 'en',
      role: 'admin',
    });
    expect(extra.status).toBe(400);
  });
});

describe('answers in the request language', () => {
  it('reads Accept-Language by weight, English unless Hindi comes first', () => {
    expect(answerLanguage(undefined)).toBe('en');
    expect(answerLanguage('hi')).toBe('hi');
    expect(answerLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(answerLanguage('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(answerLanguage('fr,hi;q=0.5')).toBe('hi');
    expect(answerLanguage('chi')).toBe('en');
  });

  it("answers a refusal in Hindi when asked, and the specification's English otherwise", async () => {
    const browser = t.client();
    const wrong = { identifier: 'nobody@example.com', password: 'not-the-password' };
    const hindi = await browser.post('/api/v1/user/login', wrong, { 'accept-language': 'hi' });
    expect(hindi.status).toBe(401);
    expect(hindi.body.message).toBe('ईमेल/फ़ोन या पासवर्ड गलत है');
    const english = await browser.post('/api/v1/user/login', wrong, {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(english.body.message).toBe('Invalid email/phone or password');
  });

  it('translates field messages and success messages too', async () => {
    const browser = t.client();
    const invalid = await browser.post(
      '/api/v1/user/signup',
      { ...newSignup(), email: 'not-an-email' },
      { 'accept-language': 'hi-IN' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.email).toBe('सही ईमेल पता डालें');
    const created = await browser.post('/api/v1/user/signup', newSignup(), {
      'accept-language': 'hi',
    });
    expect(created.body.message).toBe('अकाउंट बन गया');
  });
});
