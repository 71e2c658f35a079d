import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { phonePreviewsMissing } from '../features/catalog/phone-previews.service';
import { insertCatalog } from '../features/search/search.fixtures';
import { MIGRATIONS_DIR } from './client';
import { openPglite } from './pglite-database';
import { subCategoryMediaCounts } from './schema';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = async (dir: string): Promise<Journal> =>
  JSON.parse(await readFile(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The migrations as an earlier release shipped them: the journal edited by `edit`. */
async function earlierRelease(edit: (journal: Journal) => Journal): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stamp-migrations-'));
  folders.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = edit(await readJournal(dir));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

async function tablesAfterUpgrade(from: string) {
  const db = await openPglite(`memory://upgrade-${Math.random()}`);
  try {
    await db.migrate(from);
    await db.migrate(MIGRATIONS_DIR);
    const result = await db.db.execute(
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = 'public' and table_name in ('reminder_runs', 'reminder_sends')`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  } finally {
    await db.close();
  }
}

describe('migrations', () => {
  it('are dated in the order they run: the migrator applies only what is newer than its last', async () => {
    const { entries } = await readJournal(MIGRATIONS_DIR);
    for (const [index, entry] of entries.entries()) {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when).toBeGreaterThan(entries[index - 1]?.when ?? 0);
    }
  });

  it('bring a database made by an earlier release up to date (reminder runs, once skipped)', async () => {
    const before0011 = await earlierRelease((journal) => ({
      entries: journal.entries.filter((entry) => entry.idx <= 10),
    }));
    expect(await tablesAfterUpgrade(before0011)).toEqual(
      expect.arrayContaining(['reminder_runs.slot', 'reminder_sends.round']),
    );
  });

  it('start a database that ran 0011 under its first, earlier date', async () => {
    const misdated = await earlierRelease((journal) => ({
      entries: journal.entries
        .filter((entry) => entry.idx <= 11)
        .map((entry) =>
          entry.tag === '0011_reminder_runs' ? { ...entry, when: 1795659168385 } : entry,
        ),
    }));
    expect(await tablesAfterUpgrade(misdated)).toEqual(
      expect.arrayContaining(['reminder_runs.slot', 'reminder_sends.round']),
    );
  });

  it('count the media a catalogue already holds when the counts table arrives (0014)', async () => {
    const before0014 = await earlierRelease((journal) => ({
      entries: journal.entries.filter((entry) => entry.idx <= 13),
    }));
    const db = await openPglite(`memory://counts-${Math.random()}`);
    try {
      await db.migrate(before0014);
      const catalog = await insertCatalog(db.db, [
        { name: 'Festivals', subCategories: [{ name: 'Holi', titles: ['Holi', 'Happy Holi'] }] },
      ]);
      await db.db.execute(sql`update media set publication = 'draft' where title = 'Holi'`);
      await db.migrate(MIGRATIONS_DIR);
      const counts = await db.db.select().from(subCategoryMediaCounts);
      expect(counts).toHaveLength(1);
      expect(counts[0]?.subCategoryId).toBe(catalog.subCategoryIds.get('Holi'));
      expect((counts[0]?.images ?? 0) + (counts[0]?.videos ?? 0)).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('give a catalogue from before 0015 its phone-size preview column, every image still without one', async () => {
    const before0015 = await earlierRelease((journal) => ({
      entries: journal.entries.filter((entry) => entry.idx <= 14),
    }));
    const db = await openPglite(`memory://phone-${Math.random()}`);
    try {
      await db.migrate(before0015);
      await insertCatalog(db.db, [
        { name: 'Festivals', subCategories: [{ name: 'Holi', titles: ['Holi', 'Happy Holi'] }] },
      ]);
      await db.migrate(MIGRATIONS_DIR);
      expect(await phonePreviewsMissing(db.db)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
