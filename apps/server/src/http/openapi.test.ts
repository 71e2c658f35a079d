import { Validator } from '@seriousme/openapi-schema-validator';
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
      '/api/v1/user/festivals',
      '/api/v1/user/festivals/upcoming',
      '/api/v1/user/reminders',
      '/api/v1/user/reminders/feed',
      '/api/v1/calendar/public.ics',
      '/api/v1/calendar/{token}.ics',
      '/api/v1/admin/festivals',
      '/api/v1/admin/festivals/{festivalId}',
      '/api/v1/reminders/unsubscribe',
      '/api/v1/admin/reminders/run',
    ]) {
      expect(paths).toContain(path);
    }
    // The feeds are iCalendar documents, not JSON.
    for (const feed of ['/api/v1/calendar/public.ics', '/api/v1/calendar/{token}.ics']) {
      expect(Object.keys(doc.paths[feed].get.responses['200'].content)).toEqual([
        'text/calendar; charset=utf-8',
      ]);
    }
    // Only the POST unsubscribes; the GET is documented as the way to the web page.
    expect(Object.keys(doc.paths['/api/v1/reminders/unsubscribe']).sort()).toEqual(['get', 'post']);
    // Which slots an operator's run runs is the route's contract: its description says.
    expect(doc.paths['/api/v1/admin/reminders/run'].post.description).toMatch(
      /at or before the time of `at`/,
    );
    const login = doc.paths['/api/v1/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['identifier', 'password']),
    );
    expect(paths).not.toContain('/api/docs');
  });

  it('is a valid OpenAPI document, checked by an independent validator', async () => {
    const doc = (await t.client().get('/api/docs')).body;
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lets every nullable enum be null (a non-member's plan is null)", async () => {
    const doc = (await t.client().get('/api/docs')).body;
    const offenders: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable && schema.enum && !schema.enum.includes(null)) offenders.push(where);
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(doc, '');
    expect(offenders).toEqual([]);
    const plan =
      doc.paths['/api/v1/user/subscription/status'].get.responses['200'].content['application/json']
        .schema.properties.data.properties.membership.properties.plan;
    expect(plan.enum).toEqual(['pro', 'premium', null]);
  });
});
