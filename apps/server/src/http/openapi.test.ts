import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/docs', () => {
  it('describes every API route from the same schemas that check requests', async () => {
    const response = await t.client().get('/api/docs');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/user/login',
      '/api/v1/user/search',
      '/api/v1/user/subcategories/{subcategoryId}/media/images',
      '/api/v1/user/download-creative/{mediaId}',
      '/api/v1/user/subscription/verify',
    ]) {
      expect(paths).toContain(path);
    }
    const login = doc.paths['/api/v1/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['identifier', 'password']),
    );
    expect(paths).not.toContain('/api/docs');
  });
});
