import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { TEXT_RULE_MESSAGE } from '@stamp/shared/schemas/text-rule';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, subCategories, users } from '../db/schema';
import { signedInOperator } from '../test/test-accounts';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../test/test-app';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './request-input';

let t: TestApp;
let user: TestClient;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  user = t.client();
  await user.post('/api/v1/user/signup', newSignup());
  operator = await signedInOperator(t);
});
afterAll(() => t?.close());

const NUL = 'Sharma\u0000Sweets';
const LONE_SURROGATE = 'Sharma \ud800Sweets';
const ID = '0123456789abcdef01234567';

/** Each field that used to reach PostgreSQL with a NUL or a lone surrogate and answer 500. */
const CASES: [string, () => TestClient, string, (text: string) => object, string][] = [
  ['sign-up name', () => t.client(), '/api/v1/user/signup', (name) => newSignup({ name }), 'name'],
  [
    'login identifier',
    () => t.client(),
    '/api/v1/user/login',
    (identifier) => ({ identifier, password: 'whatever pass' }),
    'identifier',
  ],
  [
    'contact message',
    () => t.client(),
    '/api/v1/user/contactus',
    (message) => ({ name: 'Asha', email: 'asha@example.com', subject: 'Hi', message }),
    'message',
  ],
  [
    'contact name',
    () => t.client(),
    '/api/v1/user/contactus',
    (name) => ({ name, email: 'asha@example.com', subject: 'Hi', message: 'Hello' }),
    'name',
  ],
  [
    'contact subject',
    () => t.client(),
    '/api/v1/user/contactus',
    (subject) => ({ name: 'Asha', email: 'asha@example.com', subject, message: 'Hello' }),
    'subject',
  ],
  ['search query', () => t.client(), '/api/v1/user/search', (query) => ({ query }), 'query'],
  ['admin category name', () => operator, '/api/v1/admin/categories', (name) => ({ name }), 'name'],
  [
    'banner text',
    () => user,
    `/api/v1/user/download-creative/${ID}`,
    (bannerText) => ({ settings: { ...EDITOR_DEFAULTS, bannerText } }),
    'settings.bannerText',
  ],
  [
    'verify subscription id',
    () => user,
    '/api/v1/user/subscription/verify',
    (id) => ({
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: id,
      razorpay_signature: 'f'.repeat(64),
    }),
    'razorpay_subscription_id',
  ],
  [
    'sandbox subscription id',
    () => user,
    '/api/v1/sandbox/payments',
    (subscriptionId) => ({ subscriptionId, method: 'card', outcome: 'success' }),
    'subscriptionId',
  ],
];

describe('text that PostgreSQL cannot store is refused at the door', () => {
  it.each(
    CASES.flatMap(([name, client, path, body, field]) => [
      [`${name} with a NUL`, client, path, body(NUL), field],
      [`${name} with a lone surrogate`, client, path, body(LONE_SURROGATE), field],
    ]),
  )('%s → 400 naming the field', async (_, client, path, body, field) => {
    const [usersBefore] = await t.db.select({ n: count() }).from(users);
    const [messagesBefore] = await t.db.select({ n: count() }).from(contactMessages);
    const response = await client().post(path, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: TEXT_RULE_MESSAGE,
      code: 'INVALID_TEXT',
      fields: { [field]: TEXT_RULE_MESSAGE },
    });
    const [usersAfter] = await t.db.select({ n: count() }).from(users);
    const [messagesAfter] = await t.db.select({ n: count() }).from(contactMessages);
    expect(usersAfter?.n).toBe(usersBefore?.n);
    expect(messagesAfter?.n).toBe(messagesBefore?.n);
  });

  it('refuses a sub-category name with a NUL or a control character, and creates none', async () => {
    const category = await operator.post('/api/v1/admin/categories', { name: 'Festivals' });
    const categoryId = category.body.data._id;
    const path = `/api/v1/admin/categories/${categoryId}/subcategories`;
    for (const name of [NUL, 'Diwali\u001b[31m', LONE_SURROGATE]) {
      const response = await operator.post(path, { name });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: TEXT_RULE_MESSAGE,
        code: 'INVALID_TEXT',
        fields: { name: TEXT_RULE_MESSAGE },
      });
    }
    const [none] = await t.db
      .select({ n: count() })
      .from(subCategories)
      .where(eq(subCategories.categoryId, categoryId));
    expect(none?.n).toBe(0);
    // The same request with a clean name is accepted: the text alone was refused.
    expect((await operator.post(path, { name: 'Diwali' })).status).toBe(201);
  });

  it('keeps Hindi, emoji, tabs and newlines', async () => {
    const response = await t.client().post('/api/v1/user/contactus', {
      name: 'आशा 🪔',
      email: 'asha@example.com',
      subject: 'Diwali\torder',
      message: 'शुभ दीपावली\nline two',
    });
    expect(response.status).toBe(200);
  });

  it('checks query strings and path parameters too', async () => {
    const query = await t
      .client()
      .get(`/api/v1/user/subcategories/${ID}/media/images?creativeType=post%00`);
    expect(query.status).toBe(400);
    expect(query.body.code).toBe('INVALID_TEXT');
    const param = await t.client().post('/api/v1/user/password/reset/abc%00def', {
      newPassword: 'a new password',
    });
    expect(param.status).toBe(400);
    expect(param.body.code).toBe('INVALID_TEXT');
  });
});

describe('bodies that would hold the event loop', () => {
  it('refuses deep nesting before parsing it', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const response = await t
      .client()
      .request('POST', '/api/v1/user/search', deep, { 'content-type': 'application/json' });
    // The public route's small limit answers first; a deep body under the limit is refused too.
    expect(response.status).toBe(413);
    const inner = MAX_JSON_DEPTH - 1; // the object around them is one level
    const shallowEnough = `{"query":${'['.repeat(inner)}${']'.repeat(inner)}}`;
    const tooDeep = `{"query":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`.replace(
      '{',
      '[{',
    );
    expect(
      (
        await t.client().request('POST', '/api/v1/user/search', `${tooDeep}]`, {
          'content-type': 'application/json',
        })
      ).body,
    ).toEqual({ success: false, message: 'Request body is nested too deeply', code: 'TOO_DEEP' });
    const fine = await t.client().request('POST', '/api/v1/user/search', shallowEnough, {
      'content-type': 'application/json',
    });
    expect(fine.status).toBe(400); // parsed, then refused by the schema: a query is a string
    expect(fine.body.code).toBe('VALIDATION_FAILED');
  });

  it('gives public routes a small body limit', async () => {
    const response = await t.client().post('/api/v1/user/search', { query: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ message: 'Request body is too large (limit 16 KB)' });
  });

  it('counts brackets inside strings as text', () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[[\\"[[[["}', 2)).toBe(false);
    expect(jsonDepthExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('[[1],[2],[3]]', 2)).toBe(false);
  });
});

describe("the router's own errors", () => {
  it('answers a path parameter over its length with the envelope and no echo', async () => {
    const long = 'x'.repeat(150);
    const response = await t.client().get(`/api/v1/user/media/${long}`);
    expect(response.status).toBe(414);
    expect(response.body).toEqual({
      success: false,
      message: 'This address is too long',
      code: 'URI_TOO_LONG',
    });
    expect(JSON.stringify(response.body)).not.toContain(long);
  });

  it('answers an address that does not decode with the envelope and no echo', async () => {
    const response = await t.client().get('/api/v1/user/media/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'This address is not valid',
      code: 'BAD_URL',
    });
  });
});
