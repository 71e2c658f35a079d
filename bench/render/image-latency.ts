import {
  DOWNLOAD_PNG,
  renderImageDownload,
  WATERMARKED_PNG,
} from '@stamp/server/src/adapters/media/download-render';
import sharp from 'sharp';
import { formatSpread, interleavedRounds, type Round, spread } from '../lib/interleave';
import { formatTable, targetMark } from '../lib/table';
import { decodeAndEncodePng } from './baseline';
import { DESIGN } from './design';
import { cpuMsSince, median } from './stats';

export interface SizeSet {
  label: string;
  width: number;
  height: number;
  rounds: number;
  files: Buffer[];
}

// The first wave's target, and issue 20's for 4K, where the design is a smaller share of the work.
const TARGET_RATIO = 1.3;
const TARGET_RATIO_4K = 1.25;
const targetFor = (size: SizeSet) => (size.width >= 3840 ? TARGET_RATIO_4K : TARGET_RATIO);

type Task = (original: Buffer) => Promise<unknown>;
/** Per task, the wall and the CPU ms of each file, in the order of the files. */
type Times = Record<string, { wall: number[]; cpu: number[] }>;

/**
 * Per-image wall and CPU time of the baseline, the clean render and the watermarked render, one
 * image at a time in this process. Each round times every file with the baseline, then with both
 * renders, or the other way round (bench/lib/interleave.ts), so a busy moment of the machine
 * hits both sides; a ratio is the median of the rounds' ratios, with their range. Nothing else
 * runs in this process meanwhile, so its CPU time is the task's own cost, which other processes
 * barely move (wall time they do).
 */
export async function printLatency(sizes: SizeSet[], logo: Buffer): Promise<void> {
  const render =
    (watermark: boolean): Task =>
    (original) =>
      renderImageDownload({ original, settings: DESIGN, logo, watermark });
  const baseline: Record<string, Task> = { baseline: decodeAndEncodePng };
  const product: Record<string, Task> = { clean: render(false), watermarked: render(true) };
  for (const size of sizes) {
    for (const task of Object.values({ ...baseline, ...product })) {
      await task(size.files[0] as Buffer);
    }
  }
  console.error('render: per-image time, one at a time, baseline and renders taking turns');

  const rows = [
    [
      'download render (median)',
      'baseline ms',
      'clean ms',
      'ratio (range)',
      'cpu ratio (range)',
      'watermarked ms',
      'ratio (range)',
      'cpu ratio (range)',
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
    const rounds = await interleavedRounds(
      () => timeEach(size.files, baseline),
      () => timeEach(size.files, product),
      size.rounds,
    );
    const wallOf = (task: string) =>
      median(
        rounds.flatMap((r) => [
          ...(r.baseline[task]?.wall ?? []),
          ...(r.product[task]?.wall ?? []),
        ]),
      );
    const cells = (task: string) => {
      const ratio = ratioOfRounds(rounds, task, 'wall');
      return [
        wallOf(task).toFixed(0),
        `${formatSpread(ratio)} ${targetMark(ratio.median <= targetFor(size))}`,
        formatSpread(ratioOfRounds(rounds, task, 'cpu')),
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
      `target: ratio ≤ ${TARGET_RATIO}, at 3840×2160 ≤ ${TARGET_RATIO_4K} (wall time against the baseline);`,
      '           ms = median per image;',
      `           ratio = each round's median over the baseline's, median (lowest–highest) of`,
      `           ${sizes.map((s) => s.rounds).join(' / ')} rounds, baseline and renders taking turns`,
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

/** Each file through each task in turn: wall and CPU ms. */
async function timeEach(files: Buffer[], tasks: Record<string, Task>): Promise<Times> {
  const times: Times = {};
  for (const file of files) {
    for (const [name, task] of Object.entries(tasks)) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await task(file);
      const entry = times[name] ?? { wall: [], cpu: [] };
      entry.wall.push(performance.now() - started);
      entry.cpu.push(cpuMsSince(cpuBefore));
      times[name] = entry;
    }
  }
  return times;
}

/** Each round's median time per image of `task` over the baseline's: median and range. */
function ratioOfRounds(rounds: Round<Times>[], task: string, field: 'wall' | 'cpu') {
  return spread(
    rounds.map(
      (r) => median(r.product[task]?.[field] ?? []) / median(r.baseline.baseline?.[field] ?? []),
    ),
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
