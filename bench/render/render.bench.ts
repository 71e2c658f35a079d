import { watchLoadAverage } from '../lib/load-average';
import { runImageRender } from './image';
import { runVideoRender } from './video';

/**
 * Issue 5's download-render budgets: an image download against sharp's bare decode + PNG encode
 * of the same original (≤ 1.3×, ≤ 1.25× at 4K) and the worker pool's scaling over 2 cores (≥ 1.7×); a video
 * download against a plain ffmpeg re-encode with the same codec (≤ 1.15×, faster than real time).
 */
export async function run(): Promise<void> {
  const load = watchLoadAverage();
  const progress = (step: string) => console.error(`render: ${step}`);
  await runImageRender(progress);
  await runVideoRender(progress);
  console.log(load.line());
}
