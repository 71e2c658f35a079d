import { SEARCH_QUERY_MAX } from '@stamp/shared/schemas/catalog';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage/storage';
import type { DatabaseHandle } from '../../db/client';
import { registerErrorHandler } from '../../http/error-handler';
import { serializerCompiler } from '../../http/serializer';
import { openTestDatabase } from '../../test/database';
import { createCatalogPresenter } from '../catalog/catalog.presenter';
import { insertCatalog, SEARCH_TEST_CATALOG } from './search.fixtures';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

// The route as app.ts will mount it: shared zod schemas, the app's error envelope and
// serializer, the real service on a real database (the lead wires it into buildApp).
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await insertCatalog(handle.db, SEARCH_TEST_CATALOG);
});
afterAll(() => handle?.close());

describe('POST /user/search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const presenter = createCatalogPresenter(urlOnlyStorage);
    await app.register(searchRoutes(createSearchService({ db: handle.db }), presenter), {
      prefix: '/api/v1',
    });
  });
  afterAll(() => app?.close());

  const post = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/user/search', payload: body as object });

  it('answers the three groups as entities', async () => {
    const response = await post({ query: 'dewali' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.subCategories[0]).toMatchObject({
      name: 'Diwali',
      category: { name: 'Festivals' },
    });
    expect(body.data.categories[0]).toMatchObject({ name: 'Festivals', subCategoryCount: 2 });
    expect(body.data.media[0]).toMatchObject({
      title: expect.stringMatching(/diwali|deepavali/i),
      cleanUrl: null,
      subCategory: { name: 'Diwali' },
      thumbnailImage: { secureUrl: expect.stringMatching(/^https:\/\/cdn\.test\/public\//) },
    });
    expect(JSON.stringify(body)).not.toContain('private/');
  });

  it('answers a blank query with empty lists', async () => {
    const response = await post({ query: '  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ categories: [], subCategories: [], media: [] });
  });

  it(`rejects a query over ${SEARCH_QUERY_MAX} characters with a 400`, async () => {
    const response = await post({ query: 'a'.repeat(SEARCH_QUERY_MAX + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await post({ query: 'a'.repeat(SEARCH_QUERY_MAX) })).statusCode).toBe(200);
  });

  it.each([{}, { query: 42 }, { query: null }])('rejects %j with a 400', async (body) => {
    expect((await post(body)).statusCode).toBe(400);
  });

  it.each(["'; DROP TABLE media; --", '%_\\', 'a & b | !c'])(
    'answers %j with a 200',
    async (query) => {
      expect((await post({ query })).statusCode).toBe(200);
    },
  );
});

/** Only the URL methods are reached by the presenter; search never reads media bytes. */
const urlOnlyStorage: Storage = {
  publicUrl: (key) => `https://cdn.test/${key}`,
  signedUrl: (key) => `https://cdn.test/${key}?signature=test`,
  put: () => Promise.reject(new Error('not used by search')),
  putFile: () => Promise.reject(new Error('not used by search')),
  get: () => Promise.reject(new Error('not used by search')),
  stream: () => Promise.reject(new Error('not used by search')),
  exists: () => Promise.reject(new Error('not used by search')),
  delete: () => Promise.reject(new Error('not used by search')),
  localPath: () => Promise.reject(new Error('not used by search')),
};
