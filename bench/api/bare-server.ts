import Fastify from 'fastify';

/**
 * The baseline: Fastify with one route and nothing else (no logger, plugins, hooks or database).
 * It runs as its own process, like the Stamp server, so both share the machine with autocannon
 * in the same way and the ratio compares only what Stamp adds per request.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
