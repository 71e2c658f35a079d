import { get as httpGet } from 'node:http';
import { measureBareFastify } from '../api/api.bench';
import { type LoadResult, measureLoad } from '../lib/load';
import { formatTable, targetMark } from '../lib/table';
import { startSeededStamp } from './seeded-stamp';

const TARGET_RATIO = 0.5;
// A sub-category page's first screen and the home feed's two rows of 10.
const IMAGES = 40;

/** The catalog's hot reads (home feed, a sub-category list) against bare Fastify, on PGlite. */
export async function run(): Promise<void> {
  const progress = (step: string) => console.error(`catalog: ${step}`);
  const stamp = await startSeededStamp('catalog', IMAGES, progress);
  const { baseUrl, subCategoryId } = stamp;
  try {
    progress('load: bare fastify');
    const bare = await measureBareFastify();
    // What a browser sends; the server answers it with the cached brotli body.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const feedPath = '/api/v1/user/media/home/feeds?limit=10';
    const listPath = `/api/v1/user/subcategories/${subCategoryId}/media/images`;
    progress('load: home feed');
    const feed = await measureLoad(`${baseUrl}${feedPath}`, browser);
    progress('load: sub-category images');
    const list = await measureLoad(`${baseUrl}${listPath}`, browser);
    progress('load: sub-category images, uncompressed');
    const listPlain = await measureLoad(`${baseUrl}${listPath}`);
    const [feedBytes, listBytes, listPlainBytes] = await Promise.all([
      transferredBytes(`${baseUrl}${feedPath}`, browser),
      transferredBytes(`${baseUrl}${listPath}`, browser),
      transferredBytes(`${baseUrl}${listPath}`, {}),
    ]);

    // `targeted`: a row the target applies to (the uncompressed one is for reference).
    const row = (label: string, load: LoadResult, bytes?: number, targeted = true) => {
      const ratio = load.reqPerSec / bare.reqPerSec;
      return [
        label,
        load.reqPerSec.toFixed(0),
        load.p50Ms < 1 ? '<1' : load.p50Ms.toFixed(0),
        load.p99Ms.toFixed(0),
        bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`,
        ratio.toFixed(2),
        bytes === undefined || !targeted
          ? ''
          : `≥ ${TARGET_RATIO.toFixed(2)} ${targetMark(ratio >= TARGET_RATIO)}`,
      ];
    };
    console.log(
      [
        '',
        formatTable(
          [
            ['catalog (PGlite)', 'req/s', 'p50 ms', 'p99 ms', 'body', 'ratio', 'target'],
            row('bare fastify', bare),
            row('GET home/feeds?limit=10 (br)', feed, feedBytes),
            row('GET sub-category images (br)', list, listBytes),
            row('… same, no Accept-Encoding', listPlain, listPlainBytes, false),
          ],
          [false, true, true, true, true, true, false],
        ),
      ].join('\n'),
    );
  } finally {
    await stamp.stop();
  }
}

/** Bytes on the wire for one answer (a raw request: fetch would decompress and hide them). */
function transferredBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}
