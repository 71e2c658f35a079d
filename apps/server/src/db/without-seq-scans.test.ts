import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { Database, DatabaseHandle } from './client';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const seqScanSetting = async (db: Database) => {
  const result = await db.execute(sql`select current_setting('enable_seqscan') as setting`);
  return (result as unknown as { rows: { setting: string }[] }).rows[0]?.setting;
};

// Search's media statement must never be planned as a sequential scan (search.repo.ts), and no
// other statement may inherit that: the console's counts and the sweeps read whole tables.
describe(`withoutSeqScans (${process.env.STAMP_TEST_DB ?? 'pglite'})`, () => {
  it('plans the work without sequential scans, and every other statement with them', async () => {
    expect(await handle.withoutSeqScans(seqScanSetting)).toBe('off');
    expect(await seqScanSetting(handle.db)).toBe('on');
  });

  it('leaves the setting where it was when the work fails', async () => {
    await expect(
      handle.withoutSeqScans(async (reader) => {
        await reader.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await handle.withoutSeqScans(seqScanSetting)).toBe('off');
    expect(await seqScanSetting(handle.db)).toBe('on');
  });

  it('keeps the setting to the work while other statements run at the same moment', async () => {
    const settings = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? handle.withoutSeqScans(seqScanSetting) : seqScanSetting(handle.db),
      ),
    );
    expect(settings).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'off' : 'on')));
  });
});
