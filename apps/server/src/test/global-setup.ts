import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { syncFestivalData } from '../features/festivals/festival-sync.service';
import { newId } from '../lib/ids';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
    postgresTemplate: string | undefined;
  }
}

/**
 * Pays for the migrations once per run: PGlite's cold start (initdb + migrations, several
 * seconds), or on PostgreSQL a migrated template database (0.3 s of migrations a file otherwise).
 * Each test file then copies it (see test/database.ts). The template holds the festival data as
 * a start copies it in (runtime.ts), so a test app's own copy finds nothing to write.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', undefined);
  project.provide('postgresTemplate', undefined);
  if (project.config.env?.STAMP_TEST_DB === 'postgres') return postgresTemplate(project);
  if (project.config.env?.STAMP_TEST_DB !== 'pglite') return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-pglite-template-'));
  const handle = await openDatabase({ pgliteDir: dir });
  await syncFestivalData(handle.db);
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `stamp_template_${newId()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ url: url.toString() });
  await syncFestivalData(handle.db);
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
