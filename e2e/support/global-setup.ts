import type { TestProject } from 'vitest/node';
import { OPERATOR_ENV, type SeededCatalog, seedCatalog } from './catalog';
import { startServer } from './server';

export interface StampUnderTest {
  url: string;
  /** The server's data directory: the outbox of e-mails is `<dataDir>/outbox`. */
  dataDir: string;
  catalog: SeededCatalog;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stamp: StampUnderTest;
  }
}

/**
 * One production server for the whole browser suite: a fresh data directory, the operator
 * account from the environment, and a small catalog uploaded through the operator API. Every
 * test file reads it with `inject('stamp')`; tests that change data use their own accounts.
 */
export default async function setup(project: TestProject) {
  // The offline payment sandbox, as `npm start` has it (the server alone turns it off in production).
  // Behind a proxy, as in production: the funnel tests come from many client addresses
  // (X-Forwarded-For), so their dozens of sign-ups do not meet the per-address limits.
  const server = await startServer({
    ...OPERATOR_ENV,
    PAYMENTS_SANDBOX: 'true',
    TRUST_PROXY: 'true',
  });
  try {
    const catalog = await seedCatalog(server.url);
    project.provide('stamp', { url: server.url, dataDir: server.dataDir, catalog });
  } catch (error) {
    await server.stop();
    throw new Error(`seeding the test catalog failed: ${String(error)}\n${server.output()}`);
  }
  return () => server.stop();
}
