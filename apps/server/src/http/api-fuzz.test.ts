import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorEnvelopeSchema } from '@stamp/shared/schemas/envelope';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../adapters/media/test-media';
import { allowances, memberships } from '../db/schema';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../test/test-app';
import {
  encodeForUrl,
  hostileString,
  hostileValue,
  type JsonSchema,
  valueFor,
} from './api-fuzz.arbitraries';

/**
 * Every operation of the OpenAPI document, called with generated requests (well-formed ones to
 * reach the handlers, hostile ones to break them) as a visitor, a user, a member and an
 * operator. No answer may be a 5xx, hang, or leave without the error envelope. The seed is
 * printed; FUZZ_SEED=<seed> replays a run, FUZZ_RUNS=<n> makes it longer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
// Far above any answer here (a 4K render is ~0.3 s): past it the request is hung.
const HANG_MS = 10_000;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

type Caller = 'visitor' | 'user' | 'member' | 'admin';

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  json?: JsonSchema;
  multipart: boolean;
}

interface FuzzRequest {
  operation: Operation;
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

let t: TestApp;
let workDir: string;
let operations: Operation[];
const cookies = new Map<Caller, string>();
const known: Record<string, string[]> = {};

beforeAll(async () => {
  t = await startTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-fuzz-'));
  await t.services.accounts.ensureAdmin('ops@stamp.test', 'operator password');
  const admin = t.client();
  await admin.post('/api/v1/user/login', { identifier: 'ops@stamp.test', password: 'x' });
  await admin.post('/api/v1/user/login', {
    identifier: 'ops@stamp.test',
    password: 'operator password',
  });
  const user = await signUp();
  const member = await signUp();
  await t.db.insert(memberships).values({
    userId: member.userId,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await t.db
    .insert(allowances)
    .values({ userId: member.userId, remaining: 1_000, lastReset: today });
  cookies.set('user', user.client.cookie ?? '');
  cookies.set('member', member.client.cookie ?? '');
  cookies.set('admin', admin.cookie ?? '');

  // Real rows, so generated ids sometimes name something and handlers go past their 404s.
  const category = await t.services.catalogAdmin.createCategory('Festivals');
  const sub = await t.services.catalogAdmin.createSubCategory(category._id, 'Diwali');
  const file = path.join(workDir, 'diwali.png');
  await writeFile(file, await sampleImage(600, 600, 'png'));
  const media = await t.services.catalogAdmin.addMedia(
    sub._id,
    { filePath: file },
    { title: 'Happy Diwali', creativeType: 'post', isTrending: true, isLatest: true },
  );
  const download = await member.client.post(`/api/v1/user/download-creative/${media._id}`, {});
  Object.assign(known, {
    categoryId: [category._id],
    subcategoryId: [sub._id],
    subCategoryId: [sub._id],
    mediaId: [media._id],
    id: [media._id, sub._id, category._id],
    downloadId: [download.body.data.downloadId],
    userId: [user.userId, member.userId],
    plan: ['pro', 'premium'],
  });

  const doc = (await t.client().get('/api/docs')).body as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => toOperation(route, method, item)),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

interface RawOperation {
  parameters?: Operation['parameters'];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function toOperation(
  route: string,
  method: Operation['method'],
  item: Record<string, RawOperation>,
) {
  const raw = item[method] as RawOperation;
  const content = raw.requestBody?.content ?? {};
  return {
    method,
    path: route,
    parameters: (raw.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
    json: content['application/json']?.schema,
    multipart: 'multipart/form-data' in content || /logos$|videos$|\/media$/.test(route),
  } satisfies Operation;
}

async function signUp(): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const response = await client.post('/api/v1/user/signup', newSignup());
  expect(response.status).toBe(201);
  return { client, userId: response.body.data._id as string };
}

/** A multipart body: sometimes well made with junk or a tiny PNG, sometimes broken. */
const multipart = fc
  .record({
    field: fc.constantFrom('logo', 'file', 'video', 'media', 'details'),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.constant(TINY_PNG())),
    broken: fc.constantFrom('no', 'no', 'truncated', 'no-boundary'),
  })
  .map(({ field, bytes, broken }) => {
    const boundary = 'fuzzboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      contentType:
        broken === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${boundary}`,
      payload: broken === 'truncated' ? body.subarray(0, body.length - 20) : body,
    };
  });

function TINY_PNG(): Uint8Array {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A JSON body: the schema's shape, a hostile value, or text that is not JSON at all. */
function jsonBody(schema: JsonSchema | undefined) {
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema, known).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '"just a string"',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        `{"x":"${'y'.repeat(40_000)}"}`,
        '{"__proto__":{"role":"admin"}}',
      ),
    },
  );
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const params = operation.parameters.map((p) =>
    fc
      .option(valueFor(p.schema, known, p.name), { freq: p.in === 'path' ? 100 : 2 })
      .map((value) => ({ ...p, value })),
  );
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> =
    operation.method === 'get' || operation.method === 'head'
      ? fc.constant({})
      : operation.multipart
        ? fc.oneof(
            multipart,
            jsonBody(undefined).map((payload) => ({ contentType: 'application/json', payload })),
          )
        : fc.oneof(
            {
              weight: 8,
              arbitrary: jsonBody(operation.json).map((payload) => ({
                contentType: 'application/json',
                payload,
              })),
            },
            {
              weight: 1,
              arbitrary: hostileString.map((payload) => ({ contentType: 'text/plain', payload })),
            },
          );
  return fc
    .record({
      caller: fc.constantFrom<Caller>('visitor', 'user', 'member', 'admin'),
      params: fc.tuple(...params),
      body,
      extraQuery: fc.option(fc.tuple(hostileString, hostileValue), { freq: 5 }),
      // One request in ten as a cross-site page would send it (refused with 403).
      crossSite: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ caller, params, body: b, extraQuery, crossSite }) => {
      let url = operation.path;
      const query: string[] = [];
      for (const p of params) {
        if (p.in === 'path') {
          const value = p.value === null ? '' : encodeForUrl(p.value);
          url = url.replace(p.name === '*' ? '{*}' : `{${p.name}}`, value || 'x');
        } else if (p.value !== null) query.push(`${p.name}=${encodeForUrl(p.value)}`);
      }
      if (extraQuery) query.push(`${encodeForUrl(extraQuery[0])}=${encodeForUrl(extraQuery[1])}`);
      if (query.length > 0) url += `?${query.join('&')}`;
      const headers: Record<string, string> = {};
      if (b.contentType) headers['content-type'] = b.contentType;
      if (crossSite) headers['sec-fetch-site'] = 'cross-site';
      return { operation, caller, url, headers, payload: b.payload };
    });
}

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  // Logging out ends the session it is sent with: a throwaway one, so the callers live on.
  const cookie =
    request.caller !== 'visitor' && /logout$/.test(request.operation.path)
      ? (await signUp()).client.cookie
      : cookies.get(request.caller);
  if (cookie) headers.cookie = cookie;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: request.operation.method.toUpperCase() as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the API under generated requests', () => {
  it('answers every operation for every caller without a 5xx, a hang or a bare error', async () => {
    console.info(`api fuzz: seed ${SEED}, ${RUNS} requests (replay with FUZZ_SEED=${SEED})`);
    expect(operations.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations).chain(requestFor), async (request) => {
        const response = await send(request);
        seen.add(`${request.operation.method} ${request.operation.path}`);
        const where = `${request.caller} ${request.operation.method.toUpperCase()} ${request.url.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        const type = String(response.headers['content-type'] ?? '');
        if (request.operation.method === 'head') return;
        const failed = response.statusCode >= 400;
        // An error always answers the envelope; a success may be a file.
        if (failed) expect(type, where).toContain('json');
        if (!type.includes('json')) return;
        const body = JSON.parse(response.body) as { success?: unknown; message?: unknown };
        if (failed) {
          // success: false, a message, and a code of the shared list, or the test fails.
          const envelope = errorEnvelopeSchema.safeParse(body);
          expect(envelope.error?.issues ?? [], `${where}: ${response.body.slice(0, 300)}`).toEqual(
            [],
          );
          // The envelope never echoes the request's hostile text back.
          const message = String(body.message);
          expect(message.includes('\u0000') || message.includes('<script>'), where).toBe(false);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Every operation was called at least once.
    expect(seen.size).toBe(operations.length);
  }, 600_000);
});
