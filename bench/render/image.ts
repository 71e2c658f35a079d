import { sampleImage } from '@stamp/server/src/adapters/media/test-media';
import { sized } from '../lib/quick';
import { sampleLogo } from './design';
import { printLatency, type SizeSet } from './image-latency';
import { printThroughput } from './pool-throughput';

// A 1:1 post as most creatives are, and a 4K frame, the largest a design tool usually exports.
// Distinct creatives (seeds) per size, each timed in every round. A quick run skips the 4K
// frame: the same code on more pixels.
const SIZES = sized(
  [
    { label: '1080×1080', width: 1080, height: 1080, seeds: 3, rounds: 5 },
    { label: '3840×2160', width: 3840, height: 2160, seeds: 2, rounds: 5 },
  ],
  [{ label: '1080×1080', width: 1080, height: 1080, seeds: 1, rounds: 1 }],
);

export async function runImageRender(progress: (step: string) => void): Promise<void> {
  const logo = await sampleLogo();
  const sizes: SizeSet[] = [];
  for (const { seeds, ...size } of SIZES) {
    progress(`generating ${seeds} ${size.label} JPEG originals`);
    const files: Buffer[] = [];
    for (let seed = 0; seed < seeds; seed++) {
      files.push(await sampleImage(size.width, size.height, 'jpeg', seed));
    }
    sizes.push({ ...size, files });
  }
  await printLatency(sizes, logo);
  await printThroughput(sizes, logo);
}
