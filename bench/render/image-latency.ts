import { availableParallelism, loadavg } from 'node:os';
import {
  DOWNLOAD_PNG,
  renderImageDownload,
  WATERMARKED_PNG,
} from '@stamp/server/src/adapters/media/download-render';
import sharp from 'sharp';
import { formatTable, targetMark } from '../lib/table';
import { decodeAndEncodePng } from './baseline';
import { DESIGN } from './design';
import { cpuMsSince, median, record } from './stats';

export interface SizeSet {
  label: string;
  width: number;
  height: number;
  rounds: number;
  files: Buffer[];
}

const TARGET_RATIO = 1.3;

type Task = (original: Buffer) => Promise<unknown>;

/**
 * Per-image wall and CPU time of the baseline, the clean render and the watermarked render, one
 * image at a time in this process; the three take turns on each file, round after round, so a
 * busy moment of the machine hits all alike. Nothing else runs in this process meanwhile, so
 * its CPU time is the task's own cost, which other processes barely move (wall time they do).
 */
export async function printLatency(sizes: SizeSet[], logo: Buffer): Promise<void> {
  const render =
    (watermark: boolean): Task =>
    (original) =>
      renderImageDownload({ original, settings: DESIGN, logo, watermark });
  const tasks: Record<string, Task> = {
    baseline: decodeAndEncodePng,
    clean: render(false),
    watermarked: render(true),
  };
  for (const size of sizes) {
    for (const task of Object.values(tasks)) await task(size.files[0] as Buffer);
  }
  const [load] = loadavg();
  console.error(
    `render: per-image time, one at a time (1-min load average ${load?.toFixed(1)} on ` +
      `${availableParallelism()} cores: above ~1 other work competes and wall times are noisy)`,
  );

  const rows = [
    [
      'download render (median)',
      'baseline ms',
      'clean ms',
      'ratio',
      'cpu ratio',
      'watermarked ms',
      'ratio',
      'cpu ratio',
    ],
  ];
  const contentRows = [
    [
      'PNG encode alone (cpu ms)',
      'original',
      'clean',
      'original, wm options',
      'watermarked',
      'KB, same order',
    ],
  ];
  for (const size of sizes) {
    const wall: Record<string, number[]> = {};
    const cpu: Record<string, number[]> = {};
    for (let round = 0; round < size.rounds; round++) {
      for (const file of size.files) {
        for (const [name, task] of Object.entries(tasks)) {
          const cpuBefore = process.cpuUsage();
          const started = performance.now();
          await task(file);
          record(wall, name, performance.now() - started);
          record(cpu, name, cpuMsSince(cpuBefore));
        }
      }
    }
    const wallOf = (task: string) => median(wall[task] ?? []);
    const cpuOf = (task: string) => median(cpu[task] ?? []);
    const cells = (task: string) => {
      const ratio = wallOf(task) / wallOf('baseline');
      return [
        wallOf(task).toFixed(0),
        `${ratio.toFixed(2)} ${targetMark(ratio <= TARGET_RATIO)}`,
        (cpuOf(task) / cpuOf('baseline')).toFixed(2),
      ];
    };
    rows.push([
      size.label,
      wallOf('baseline').toFixed(0),
      ...cells('clean'),
      ...cells('watermarked'),
    ]);
    contentRows.push([size.label, ...(await encodeAlone(size.files[0] as Buffer, logo))]);
  }
  console.log(
    [
      '',
      formatTable(rows, [false, true, true, true, true, true, true, true]),
      `target: ratio ≤ ${TARGET_RATIO} (wall time against the baseline, same run)`,
      'baseline = sharp decode of the JPEG + PNG encode with the download options, nothing drawn',
      'clean / watermarked = renderImageDownload in-process: strip banner + logo drawn on',
      '           @napi-rs/canvas (+ the cached watermark), blended into the decoded pixels, then',
      '           the PNG encode (clean: the same options; watermarked: without adaptive filtering)',
      '',
      formatTable(contentRows, [false, true, true, true, true, true]),
      'the encode of the finished pixels alone, with the options each render uses (clean:',
      '           adaptive filtering; watermarked: none, see WATERMARKED_PNG): what the design',
      '           itself adds to the encode, before any drawing or compositing (fine text edges',
      '           deflate worse)',
    ].join('\n'),
  );
}

/**
 * CPU ms to PNG-encode the original's pixels and each render's pixels alone, each with the
 * options its render uses (and the original's with the watermarked options too); and the sizes.
 */
async function encodeAlone(original: Buffer, logo: Buffer): Promise<string[]> {
  const decoded = await sharp(original).toColourspace('srgb').raw().toBuffer({
    resolveWithObject: true,
  });
  const rendered = async (watermark: boolean) => {
    const { png } = await renderImageDownload({ original, settings: DESIGN, logo, watermark });
    return sharp(png).raw().toBuffer({ resolveWithObject: true });
  };
  const encodes = [
    { pixels: decoded, options: DOWNLOAD_PNG },
    { pixels: await rendered(false), options: DOWNLOAD_PNG },
    { pixels: decoded, options: WATERMARKED_PNG },
    { pixels: await rendered(true), options: WATERMARKED_PNG },
  ];
  const cells: string[] = [];
  const sizes: number[] = [];
  for (const { pixels, options } of encodes) {
    const { data, info } = pixels;
    const encode = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .png(options)
        .toBuffer();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 4; i++) {
      const before = process.cpuUsage();
      bytes = (await encode()).length;
      times.push(cpuMsSince(before));
    }
    cells.push(median(times.slice(1)).toFixed(0));
    sizes.push(Math.round(bytes / 1024));
  }
  return [...cells, sizes.join('/')];
}
