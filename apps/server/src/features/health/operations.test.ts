import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../adapters/media/test-media';
import { newSignup, startTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('says ready when the database, storage, job queue (and Redis) answer', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const redis = process.env.STAMP_TEST_DB === 'postgres' && process.env.REDIS_URL;
    expect(response.body.data).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', jobs: 'ok', ...(redis ? { redis: 'ok' } : {}) },
    });
  });

  it('answers 503 and names the database when it does not answer', async () => {
    const down = await startTestApp({
      database: { ...t.database, ping: async () => false, close: async () => {} },
    });
    try {
      const response = await down.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        success: false,
        code: 'NOT_READY',
        message: 'Not ready: database not answering',
        fields: { database: 'not answering' },
      });
      // Liveness is another question: the process is up.
      expect((await down.client().get('/api/health')).status).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('answers 503 while the process drains', async () => {
    const draining = await startTestApp({ database: { ...t.database, close: async () => {} } });
    const closing = draining.app.close();
    const response = await draining.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    await closing;
    await draining.close();
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let workDir: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    workDir = await mkdtemp(path.join(tmpdir(), 'stamp-metrics-test-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('refuses a scraper without the token', async () => {
    expect((await t.client().get('/metrics')).status).toBe(401);
    const wrong = await t.client().get('/metrics', { authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('serves request latency by route, downloads, renders, job durations and queue depth', async () => {
    const admin = t.services.catalogAdmin;
    const category = await admin.createCategory('Festivals');
    const sub = await admin.createSubCategory(category._id, 'Diwali');
    const file = path.join(workDir, 'diwali.png');
    await writeFile(file, await sampleImage(800, 800, 'png'));
    const item = await admin.addMedia(
      sub._id,
      { filePath: file },
      { title: 'Happy Diwali', creativeType: 'post', isTrending: false, isLatest: false },
    );
    const user = t.client();
    await user.post('/api/v1/user/signup', newSignup());
    const download = await user.post(`/api/v1/user/download-creative/${item._id}`, {});
    expect(download.status).toBe(200);
    // A job ran (the sweep at start; the welcome mail, if any, too).
    await expect
      .poll(async () =>
        (await scrape()).includes('stamp_job_duration_seconds_count{name="downloads.sweep"'),
      )
      .toBe(true);

    const text = await scrape();
    expect(text).toMatch(
      /stamp_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/user\/download-creative\/:mediaId",status="200"\} 1/,
    );
    // The route pattern, never the id: one series per route, however many items.
    expect(text).not.toContain(item._id);
    expect(text).toContain('stamp_downloads_total{kind="image",watermarked="true"} 1');
    expect(text).toContain('stamp_renders_total{kind="image",watermarked="true"} 1');
    expect(text).toMatch(/stamp_job_queue_depth\{name="video.render",state="waiting"\} 0/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  async function scrape(): Promise<string> {
    const response = await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.body as string;
  }
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const t = await startTestApp();
    try {
      expect((await t.client().get('/metrics')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
