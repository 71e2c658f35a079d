import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}

/**
 * Pays PGlite's cold start (initdb + migrations, several seconds) once per run; each test file
 * then copies the migrated data directory (see test/database.ts).
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', undefined);
  if (project.config.env?.STAMP_TEST_DB !== 'pglite') return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-pglite-template-'));
  const handle = await openDatabase({ pgliteDir: dir });
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
