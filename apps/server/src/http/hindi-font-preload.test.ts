import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opensInHindi } from './hindi-font-preload';
import { registerWebApp } from './web-app';

describe('a first visit that opens in Hindi', () => {
  it('is one whose browser lists Hindi among its languages, as the page itself decides', () => {
    expect(opensInHindi('hi-IN,hi;q=0.9,en;q=0.8')).toBe(true);
    expect(opensInHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(true);
    expect(opensInHindi('HI')).toBe(true);
    expect(opensInHindi('en-US,en;q=0.9')).toBe(false);
    expect(opensInHindi('chr,zh-Hant;q=0.8')).toBe(false);
    expect(opensInHindi('hi;q=0, en')).toBe(false);
    expect(opensInHindi(undefined)).toBe(false);
    expect(opensInHindi('')).toBe(false);
  });

  it('reads a hostile header as English: a weight that is no number, Hindi past 20 entries', () => {
    expect(opensInHindi('hi;q=abc')).toBe(false);
    expect(opensInHindi('hi;q=-1')).toBe(false);
    expect(opensInHindi(`${'en,'.repeat(5_000)}hi`)).toBe(false);
    expect(opensInHindi('\u0000hi')).toBe(false);
  });
});

describe("the app's page for a browser that reads Hindi", () => {
  const FACES = [
    'noto-sans-devanagari-devanagari-400-normal-BlDd6KY1.woff2',
    'noto-sans-devanagari-devanagari-600-normal-BeyktMLo.woff2',
  ];
  // Faces the interface does not use on its first screen: the editor's weights, Latin, woff.
  const OTHERS = [
    'noto-sans-devanagari-devanagari-700-normal-v9jliTCB.woff2',
    'noto-sans-devanagari-latin-400-normal-BuiDGFlU.woff2',
    'noto-sans-devanagari-devanagari-400-normal-CdOJmQ4E.woff',
  ];
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'stamp-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Stamp</title>');
    await Promise.all(
      [...FACES, ...OTHERS].map((face) => writeFile(path.join(distDir, 'assets', face), 'font')),
    );
    app = Fastify();
    app.setNotFoundHandler(await registerWebApp(app, distDir));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const page = (acceptLanguage: string) =>
    app.inject({ url: '/category/diwali/abc', headers: { 'accept-language': acceptLanguage } });

  it('starts the two Devanagari faces of the interface with the page', async () => {
    const response = await page('hi-IN,hi;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.link).split(', ')).toEqual(
      FACES.map(
        (face) => `</assets/${face}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
      ),
    );
    expect(String(response.headers.vary)).toMatch(/\baccept-language\b/);
  });

  it('adds nothing for a browser that reads only English', async () => {
    const response = await page('en-IN,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/\baccept-language\b/);
  });
});
