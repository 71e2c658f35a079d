import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { planDemoCatalog } from './demo-plan';
import type {
  DemoCatalogPlan,
  DemoCategoryPlan,
  DemoMediaPlan,
  DemoSubCategoryPlan,
} from './demo-types';
import { type RenderTask, runRenderTask } from './render-task';

export type GeneratedMedia = DemoMediaPlan & { file: string };

export interface GeneratedSubCategory extends Omit<DemoSubCategoryPlan, 'thumbnail' | 'media'> {
  thumbnail: GeneratedMedia;
  media: GeneratedMedia[];
}

export interface GeneratedCategory extends Omit<DemoCategoryPlan, 'thumbnail' | 'subCategories'> {
  thumbnail: GeneratedMedia;
  subCategories: GeneratedSubCategory[];
}

/** The plan with the path of every file written (media and card thumbnails). */
export interface GeneratedDemoCatalog extends Omit<DemoCatalogPlan, 'categories'> {
  categories: GeneratedCategory[];
}

export interface GenerateDemoOptions {
  seed?: number;
  /** Written flat: `<key>.jpg` / `<key>.mp4`, thumbnails `category-<key>.jpg`, `sub-<key>.jpg`. */
  outDir: string;
  /**
   * Worker threads drawing at once; 1 draws on the calling thread. Default: one per core (the
   * canvas is synchronous, so threads are the only way to use a second core for it).
   */
  concurrency?: number;
  /** Default: `ffmpeg` on PATH; the seed passes the one adapters/media/ffmpeg.ts located. */
  ffmpegPath?: string;
  /** Keep only some media (tests, quick seeds); sub-categories left empty are dropped. */
  select?: (item: DemoMediaPlan) => boolean;
  onProgress?: (done: number, total: number, key: string) => void;
}

const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url).href;

function keep(plan: DemoCatalogPlan, select: (item: DemoMediaPlan) => boolean): DemoCatalogPlan {
  const categories = plan.categories
    .map((c) => ({
      ...c,
      subCategories: c.subCategories
        .map((s) => ({ ...s, media: s.media.filter(select) }))
        .filter((s) => s.media.length > 0),
    }))
    .filter((c) => c.subCategories.length > 0);
  return { ...plan, categories };
}

function withFiles(
  plan: DemoCatalogPlan,
  fileOf: (item: DemoMediaPlan) => string,
): GeneratedDemoCatalog {
  const add = (item: DemoMediaPlan): GeneratedMedia => ({ ...item, file: fileOf(item) });
  return {
    ...plan,
    categories: plan.categories.map((c) => ({
      ...c,
      thumbnail: add(c.thumbnail),
      subCategories: c.subCategories.map((s) => ({
        ...s,
        thumbnail: add(s.thumbnail),
        media: s.media.map(add),
      })),
    })),
  };
}

/**
 * Renders on the calling thread, two tasks interleaved: while one image's JPEG encode runs on
 * libuv's pool (sharp) or a reel's frames drain into ffmpeg, the other draws.
 */
async function runInProcess(tasks: RenderTask[], done: (task: RenderTask) => void): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as RenderTask;
      await runRenderTask(task);
      done(task);
    }
  };
  await Promise.all([lane(), lane()]);
}

async function runOnThreads(
  tasks: RenderTask[],
  threads: number,
  done: (task: RenderTask) => void,
): Promise<void> {
  const pool = new Piscina<RenderTask, void>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    // Two tasks per thread: while a reel waits for ffmpeg to drain its pipe, or an image for
    // its JPEG encode, the thread draws the other one.
    concurrentTasksPerWorker: 2,
  });
  try {
    await Promise.all(
      tasks.map(async (task) => {
        await pool.run(task);
        done(task);
      }),
    );
  } finally {
    await pool.close();
  }
}

/**
 * Renders the whole demo catalog (or the selected part) into `outDir` and returns the plan with
 * each file's path. Reels go first: they are the longest tasks, and starting them early keeps
 * both threads busy to the end instead of leaving one reel running alone.
 */
export async function generateDemoCatalog(
  options: GenerateDemoOptions,
): Promise<GeneratedDemoCatalog> {
  const full = planDemoCatalog(options.seed ?? 1);
  const plan = options.select ? keep(full, options.select) : full;
  await mkdir(options.outDir, { recursive: true });
  const fileOf = (item: DemoMediaPlan) =>
    path.join(options.outDir, `${item.key}.${item.type === 'video' ? 'mp4' : 'jpg'}`);
  const generated = withFiles(plan, fileOf);

  const items = generated.categories.flatMap((c) => [
    c.thumbnail,
    ...c.subCategories.flatMap((s) => [s.thumbnail, ...s.media]),
  ]);
  const ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
  const tasks: RenderTask[] = [
    ...items.filter((i) => i.type === 'video'),
    ...items.filter((i) => i.type === 'image'),
  ].map((item) => ({ item, outPath: item.file, ffmpegPath }));

  let count = 0;
  const done = (task: RenderTask) => {
    count += 1;
    options.onProgress?.(count, tasks.length, task.item.key);
  };
  const threads = Math.max(1, options.concurrency ?? availableParallelism());
  if (threads === 1) await runInProcess(tasks, done);
  else await runOnThreads(tasks, threads, done);
  return generated;
}
