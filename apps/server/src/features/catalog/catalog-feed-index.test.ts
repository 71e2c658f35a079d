import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../adapters/media/test-media';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepo } from './catalog.repo';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ jobsOff: true });
  const admin = t.services.catalogAdmin;
  const category = await admin.createCategory('Feeds');
  const sub = await admin.createSubCategory(category._id, 'Feed Items');
  const image = await sampleImage(300, 300, 'jpeg');
  for (const [i, publication] of (['published', 'draft', 'scheduled'] as const).entries()) {
    await admin.addMedia(
      sub._id,
      { buffer: image },
      {
        title: `Feed ${i}`,
        creativeType: 'post',
        isTrending: true,
        isLatest: true,
        publication,
        publishAt: publication === 'scheduled' ? new Date(Date.now() + 86_400_000) : null,
      },
    );
  }
}, 60_000);
afterAll(async () => t?.close());

/** The indexes a query's plan reads media through (sequential scans switched off, as at scale). */
async function indexesOf(statement: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = statement.toSQL();
  const parts = text.split(/\$(\d+)/);
  const bound = sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
  );
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain (format json) ${bound}`);
    return JSON.stringify((result as { rows?: unknown[] }).rows ?? result);
  });
}

describe('the home feed for visitors', () => {
  it('lists only published items, through the partial indexes that say so', async () => {
    const repo = createCatalogRepo(t.db);
    expect((await repo.listFlagged('trending', 10)).map((row) => row.media.title)).toEqual([
      'Feed 0',
    ]);
    expect((await repo.listFlagged('latest', 10)).map((row) => row.media.title)).toEqual([
      'Feed 0',
    ]);
    expect(await indexesOf(repo.flaggedQuery('trending', 10))).toContain('media_trending_idx');
    expect(await indexesOf(repo.flaggedQuery('latest', 10))).toContain('media_latest_idx');
    // Operators see all three.
    const all = await createCatalogRepo(t.db, 'operator').listFlagged('trending', 10);
    expect(all).toHaveLength(3);
  });
});
