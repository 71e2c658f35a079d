import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signedInOperator } from '../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../test/test-app';

let t: TestApp;
let operator: TestClient;
let member: TestClient;
let subCategoryId: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
  const category = await operator.post('/api/v1/admin/categories', { name: 'Festivals' });
  const sub = await operator.post(
    `/api/v1/admin/categories/${category.body.data._id}/subcategories`,
    { name: 'Diwali' },
  );
  subCategoryId = sub.body.data._id;

  member = (await signedInMember(t, 5)).client;
});
afterAll(() => t?.close());

const BOUNDARY = 'stampboundary42';
const FORM = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="x.mp4"',
  'Content-Type: application/octet-stream',
  '',
  'not much of a file',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

const BODIES: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', FORM],
  ['a body cut short', `multipart/form-data; boundary=${BOUNDARY}`, FORM.slice(0, 90)],
  ['a part without headers', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\n`],
];

describe('a malformed multipart form gets a 400 on every upload route', () => {
  const routes: [string, () => TestClient, () => string][] = [
    ['the brand-kit logo', () => member, () => '/api/v1/user/brand-kit/logos'],
    ['the custom video', () => member, () => '/api/v1/user/custom-editor/videos'],
    [
      'the admin upload',
      () => operator,
      () => `/api/v1/admin/subcategories/${subCategoryId}/media`,
    ],
  ];
  it.each(
    routes.flatMap(([route, client, path]) =>
      BODIES.map(([body, type, raw]) => [route, body, client, path, type, raw] as const),
    ),
  )('%s, with %s', async (_route, _body, client, path, type, raw) => {
    const before = (await member.get('/api/v1/user/get-user')).body.data.downloads.count;
    const response = await client().request('POST', path(), raw, { 'content-type': type });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      message: expect.any(String),
      code: 'MALFORMED_FORM',
    });
    // A refused upload costs the member nothing.
    expect((await member.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(before);
  });
});

describe('a refusal of the multipart parser itself', () => {
  it('answers with a code of ours, never the parser’s internal one', async () => {
    const part = (name: string) =>
      [
        `--${BOUNDARY}`,
        `Content-Disposition: form-data; name="file"; filename="${name}.png"`,
        'Content-Type: image/png',
        '',
        'not much of a file',
      ].join('\r\n');
    const twoFiles = [part('one'), part('two'), `--${BOUNDARY}--`, ''].join('\r\n');
    const response = await operator.request(
      'POST',
      `/api/v1/admin/subcategories/${subCategoryId}/media`,
      twoFiles,
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });
  });
});

describe("a multipart form's text fields", () => {
  it.each([
    ['a NUL', 'Diwali\u0000Sale'],
    // A lone surrogate cannot cross the wire here: a form is UTF-8 bytes, and broken UTF-8
    // decodes to U+FFFD. JSON can carry one as an escape (request-input.test.ts covers that).
    ['an escape character', 'Diwali\u001b[31m Sale'],
  ])('obey the text rule: %s in an upload title is a 400 naming the field', async (_, title) => {
    const form = [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="title"',
      '',
      title,
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="x.png"',
      'Content-Type: image/png',
      '',
      'not much of a file',
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n');
    const response = await operator.request(
      'POST',
      `/api/v1/admin/subcategories/${subCategoryId}/media`,
      form,
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'INVALID_TEXT',
      fields: { title: expect.any(String) },
    });
  });
});
