import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DemoMediaPlan } from '@stamp/demo-content/demo-types';
import { type GeneratedMedia, generateDemoCatalog } from '@stamp/demo-content/generate-demo';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CatalogAdminService } from '../catalog/catalog-admin.service';
import { linkDemoFestivals } from '../festivals/festival-sync.service';
import { type DemoDownloadsOptions, recordDemoDownloads } from './demo-downloads';
import { DEMO_SEED_SETTING } from './seed-status';

export interface SeedDemoOptions {
  db: Database;
  admin: CatalogAdminService;
  ffmpegPath: string;
  log: { info(obj: object, msg: string): void };
  /** Keep only some items (tests); default everything. */
  select?: (item: DemoMediaPlan) => boolean;
  /** Where demo shoppers' downloads go (demo-downloads.ts); none recorded without it. */
  history?: Omit<DemoDownloadsOptions, 'db' | 'log'>;
}

/**
 * The demo seed: loaded with `import()` only when a seed runs (demo-seed.job.ts, the seed
 * script), so the API and the worker start without the demo content and its drawing code.
 *
 * Generates the demo catalog and loads it through the same ingest as operators' uploads.
 * Resumable: categories, sub-categories and titles that already exist are reused or skipped,
 * so an interrupted seed finishes on the next run instead of duplicating.
 */
export async function seedDemoCatalog({
  db,
  admin,
  ffmpegPath,
  log,
  select,
  history,
}: SeedDemoOptions): Promise<{ added: number; downloads: number }> {
  await admin.setSetting(DEMO_SEED_SETTING, { status: 'running' });
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-demo-'));
  const started = Date.now();
  try {
    const catalog = await generateDemoCatalog({
      outDir,
      ffmpegPath,
      ...(select ? { select } : {}),
      onProgress: (done, total) => {
        if (done % 50 === 0 || done === total) log.info({ done, total }, 'demo content: drawing');
      },
    });
    log.info({ ms: Date.now() - started }, 'demo content: drawn; loading into the catalog');

    const existingCategories = await admin.categoryIdsByName();
    // The demo content's sub-category keys → their rows, for the festival calendar's links.
    const subCategoryIds = new Map<string, string>();
    let added = 0;
    for (const category of catalog.categories) {
      let categoryId = existingCategories.get(category.name);
      if (!categoryId) {
        categoryId = (await admin.createCategory(category.name, category.sortOrder))._id;
        await admin.setCardImage({ categoryId }, await readFile(category.thumbnail.file));
      }
      const existingSubs = await admin.subCategoryIdsByName(categoryId);
      for (const sub of category.subCategories) {
        let subCategoryId = existingSubs.get(sub.name);
        if (!subCategoryId) {
          subCategoryId = (await admin.createSubCategory(categoryId, sub.name, sub.sortOrder))._id;
          await admin.setCardImage({ subCategoryId }, await readFile(sub.thumbnail.file));
        }
        subCategoryIds.set(sub.key, subCategoryId);
        const titles = await admin.mediaTitlesIn(subCategoryId);
        const todo = sub.media.filter((item) => !titles.has(item.title));
        // Images go to the worker pool several at a time so both threads stay busy.
        const images = todo.filter((item) => item.type === 'image');
        for (let i = 0; i < images.length; i += 4) {
          await Promise.all(
            images.slice(i, i + 4).map((item) => addItem(admin, subCategoryId as string, item)),
          );
        }
        for (const video of todo.filter((item) => item.type === 'video'))
          await addItem(admin, subCategoryId, video);
        added += todo.length;
      }
    }
    await admin.setTopBannerText(catalog.topBannerText);
    // Festivals nobody has linked yet show the demo's creatives for them (Upcoming, /calendar).
    const linked = await linkDemoFestivals(db, subCategoryIds);
    log.info({ linked }, 'demo content: festivals linked to their sub-categories');
    const downloads = history ? await recordDemoDownloads({ db, log, ...history }) : 0;
    // PGlite has no autovacuum: without fresh statistics the planner would ignore search indexes.
    await db.execute(sql`ANALYZE`);
    await admin.setSetting(DEMO_SEED_SETTING, { status: 'done' });
    log.info({ added, seconds: Math.round((Date.now() - started) / 1000) }, 'demo content ready');
    return { added, downloads };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function addItem(admin: CatalogAdminService, subCategoryId: string, item: GeneratedMedia) {
  return admin.addMedia(
    subCategoryId,
    { filePath: item.file },
    {
      title: item.title,
      creativeType: item.creativeType,
      isTrending: item.isTrending,
      isLatest: item.isLatest,
    },
  );
}
