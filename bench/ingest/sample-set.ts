import { sampleImage } from '@stamp/server/src/adapters/media/test-media';

export interface SampleGroup {
  label: string;
  files: Buffer[];
}

// The two catalog shapes (1:1 posts, 9:16 stories) in the two formats creatives arrive in.
const SHAPES = [
  [1080, 1080],
  [1080, 1920],
] as const;
const FORMATS = ['jpeg', 'png'] as const;

/**
 * `perGroup` distinct creatives (gradients, shapes, text, varied by seed) for each shape and
 * format: JPEG at quality 90, PNG as exported by design tools.
 */
export async function makeSampleSet(perGroup: number): Promise<SampleGroup[]> {
  const groups: SampleGroup[] = [];
  for (const [width, height] of SHAPES) {
    for (const format of FORMATS) {
      const files: Buffer[] = [];
      for (let seed = 0; seed < perGroup; seed++) {
        files.push(await sampleImage(width, height, format, seed));
      }
      groups.push({ label: `${width}×${height} ${format.toUpperCase()}`, files });
    }
  }
  return groups;
}
