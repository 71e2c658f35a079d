import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built single-page app. Vite names assets by content hash, so they are cached for a
 * year; `index.html` is never cached so a deploy is picked up on the next navigation.
 * Returns the fallback for paths no file matches: the SPA's own router decides what they show.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`');
    return (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Stamp web app has not been built yet. Run `npm run build`, then reload.');
  }

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own cache-control below; the plugin's default would override it.
    cacheControl: false,
    // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The body depends on Accept-Encoding (preCompressed): caches on the way must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  return (request: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed asset is a 404, never the app's page (which would load as broken JS).
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/')
    ) {
      return reply
        .status(404)
        .send({ success: false, message: 'Not found', code: 'NOT_FOUND' } satisfies ErrorEnvelope);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
