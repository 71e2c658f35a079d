import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestGuard } from './request-guard';
import { registerWebApp } from './web-app';

// The files of the installable app, as apps/web's build writes them (vite-plugin-pwa).
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Stamp</title>',
  'sw.js': 'importScripts("./workbox-0562a5fe.js");',
  'workbox-0562a5fe.js': 'self.workbox = {};',
  'manifest.webmanifest': '{"name":"Stamp"}',
};

describe('the installable app’s files', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'stamp-web-dist-'));
    await Promise.all(
      Object.entries(FILES).map(([name, body]) => writeFile(path.join(distDir, name), body)),
    );
    app = Fastify();
    registerRequestGuard(app, new URL('http://localhost:3000'));
    const fallback = await registerWebApp(app, distDir);
    app.setNotFoundHandler(fallback);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the service worker as JavaScript that browsers check for updates on every visit', async () => {
    for (const url of ['/sw.js', '/workbox-0562a5fe.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript\b/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the manifest as a web app manifest, never cached stale', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Stamp' });
  });

  it('lets the page load its manifest and service worker under its policy', async () => {
    const response = await app.inject({ url: '/downloads' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']).split('; ');
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
