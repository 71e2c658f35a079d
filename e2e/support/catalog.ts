import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The operator the test server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OPERATOR = { email: 'ops@e2e.test', password: 'operator password' };
export const OPERATOR_ENV = { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password };

export interface MediaSpec {
  title: string;
  creativeType: 'post' | 'story' | 'aiGenerated' | 'reel';
  isTrending?: boolean;
  isLatest?: boolean;
  /** An image of this size, or a short video when `video` is set. */
  width: number;
  height: number;
  video?: boolean;
}

const square = { width: 1080, height: 1080 };
const tall = { width: 1080, height: 1920 };
const reel = { width: 360, height: 640 };

/**
 * What the browser tests browse: two categories, three collections, a few images and one reel.
 * Titles are real words so the typo search ("dewali") has something to find.
 */
const CATALOG = [
  {
    name: 'Festivals',
    subCategories: [
      {
        name: 'Diwali',
        media: [
          { title: 'Happy Diwali Wishes', creativeType: 'post', isTrending: true, ...square },
          { title: 'Diwali Lights Sale', creativeType: 'post', isLatest: true, ...square },
          { title: 'Happy Diwali Story', creativeType: 'story', isTrending: true, ...tall },
          { title: 'Diwali Diya Reel', creativeType: 'reel', isLatest: true, video: true, ...reel },
        ],
      },
      {
        name: 'Holi',
        media: [{ title: 'Holi Colours Greeting', creativeType: 'post', ...square }],
      },
    ],
  },
  {
    name: 'Business',
    subCategories: [
      {
        name: 'Good Morning',
        media: [{ title: 'Good Morning Sunrise', creativeType: 'post', ...square }],
      },
    ],
  },
] satisfies CatalogSpec;

/** Categories, their collections and the designs in each, to be uploaded by `seedCatalog`. */
export type CatalogSpec = { name: string; subCategories: { name: string; media: MediaSpec[] }[] }[];

export interface SeededCatalog {
  categories: { name: string; id: string }[];
  subCategories: { name: string; id: string; categoryId: string }[];
  media: { title: string; id: string; subCategoryId: string; type: 'image' | 'video' }[];
}

/**
 * A small catalog through the real operator API, as an operator would build it: the shared
 * server's, or `catalog` on a server of a test file's own.
 */
export async function seedCatalog(
  baseUrl: string,
  catalog: CatalogSpec = CATALOG,
): Promise<SeededCatalog> {
  const api = await operatorSession(baseUrl);
  const seeded: SeededCatalog = { categories: [], subCategories: [], media: [] };
  // In the catalog's order, not the order uploads finish: tests pick "the first image" and
  // expect the same design (Diwali, with related designs) on every run.
  const uploads: Promise<SeededCatalog['media'][number]>[] = [];
  let colour = 0;
  for (const category of catalog) {
    const { _id: categoryId } = await api.json('/api/v1/admin/categories', {
      name: category.name,
    });
    seeded.categories.push({ name: category.name, id: categoryId });
    for (const sub of category.subCategories) {
      const { _id: subCategoryId } = await api.json(
        `/api/v1/admin/categories/${categoryId}/subcategories`,
        { name: sub.name },
      );
      seeded.subCategories.push({ name: sub.name, id: subCategoryId, categoryId });
      for (const spec of sub.media) {
        const hue = colour++;
        // Uploads of one sub-category run side by side: the server ingests on a worker pool.
        uploads.push(
          (async () => {
            const file = await makeFile(spec, hue);
            const form = new FormData();
            form.set('title', spec.title);
            form.set('creativeType', spec.creativeType);
            form.set('isTrending', String(Boolean(spec.isTrending)));
            form.set('isLatest', String(Boolean(spec.isLatest)));
            form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
            const { _id } = await api.form(
              `/api/v1/admin/subcategories/${subCategoryId}/media`,
              form,
            );
            return {
              title: spec.title,
              id: _id,
              subCategoryId,
              type: spec.video ? ('video' as const) : ('image' as const),
            };
          })(),
        );
      }
    }
  }
  seeded.media = await Promise.all(uploads);
  return seeded;
}

async function operatorSession(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  const cookie =
    (login.headers.getSetCookie().find((c) => c.startsWith('stamp_session=')) ?? '').split(
      ';',
    )[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`operator login answered ${login.status}`);

  async function call(apiPath: string, init: RequestInit): Promise<{ _id: string }> {
    const response = await fetch(`${baseUrl}${apiPath}`, {
      ...init,
      headers: { cookie, ...(init.headers ?? {}) },
    });
    const body = (await response.json()) as { data: { _id: string } };
    if (!response.ok) {
      throw new Error(`${apiPath} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return body.data;
  }
  return {
    json: (apiPath: string, body: object) =>
      call(apiPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    form: (apiPath: string, body: FormData) => call(apiPath, { method: 'POST', body }),
  };
}

const GRADIENTS = [
  ['f97316', '7c3aed'],
  ['db2777', 'f59e0b'],
  ['0891b2', '16a34a'],
  ['7c3aed', 'db2777'],
  ['ca8a04', 'dc2626'],
];

/**
 * The files are drawn by ffmpeg (Debian's, which the tests need anyway): a diagonal gradient
 * picture, or one second of its moving test pattern for a video.
 */
async function makeFile(spec: MediaSpec, index: number): Promise<{ bytes: Buffer; name: string }> {
  const { width, height } = spec;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-e2e-media-'));
  try {
    const [from, to] = GRADIENTS[index % GRADIENTS.length] ?? ['f97316', '7c3aed'];
    const file = path.join(dir, spec.video ? 'reel.mp4' : 'picture.jpg');
    const input = spec.video
      ? `testsrc2=size=${width}x${height}:rate=25:duration=1`
      : `gradients=s=${width}x${height}:c0=0x${from}:c1=0x${to}:x0=0:y0=0:x1=${width}:y1=${height}:d=1`;
    const output = spec.video
      ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']
      : ['-frames:v', '1', '-q:v', '3'];
    await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', input],
      ...output,
      file,
    ]);
    return { bytes: await readFile(file), name: path.basename(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
