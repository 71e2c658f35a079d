import { writeFile } from 'node:fs/promises';
import type { DemoMediaPlan } from './demo-types';
import { renderDemoImage } from './render-image';
import { renderDemoVideo } from './render-video';

/** One file to produce: an image as JPEG or a reel as MP4. */
export interface RenderTask {
  item: DemoMediaPlan;
  outPath: string;
  ffmpegPath: string;
}

/** Renders one task to its file; runs in-process or on a worker thread (render-worker.mjs). */
export async function runRenderTask(task: RenderTask): Promise<void> {
  if (task.item.type === 'video') {
    await renderDemoVideo(task.item, task.outPath, task.ffmpegPath);
  } else {
    await writeFile(task.outPath, await renderDemoImage(task.item));
  }
}

export default runRenderTask;
