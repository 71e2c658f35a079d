import { randomBytes } from 'node:crypto';
import { rngFor } from '@stamp/demo-content/prng';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media } from '../../db/schema';
import type { AccountService } from '../account/account.service';
import type { DownloadsService } from '../downloads/downloads.service';

/**
 * A demo shop's download history: a few demo shoppers download designs through the same
 * service as real customers (a render, a history entry, a count on the card), so the counts a
 * visitor sees on a fresh start are true figures of the demo data, not numbers typed in.
 */

const SEED = 2024;
const SHOPPERS = [
  { name: 'Sharma Sweets', phone: '9000000101' },
  { name: 'Patel Hardware', phone: '9000000102' },
  { name: 'Glow Beauty Studio', phone: '9000000103' },
  { name: 'Verma Electronics', phone: '9000000104' },
  { name: 'Anand Opticals', phone: '9000000105' },
  { name: 'Fresh Basket Grocers', phone: '9000000106' },
  { name: 'Kiran Tailors', phone: '9000000107' },
  { name: 'Sunrise Tuition Classes', phone: '9000000108' },
  { name: 'Mehta Jewellers', phone: '9000000109' },
  { name: 'Green Leaf Cafe', phone: '9000000110' },
  { name: 'Joshi Real Estate', phone: '9000000111' },
  { name: 'FitZone Gym', phone: '9000000112' },
] as const;
const DOWNLOADS_PER_SHOPPER = { min: 8, max: 18 };
// Downloads cluster on a few designs, as in any shop: weight 1/rank^1.1, trending ones first.
const ZIPF = 1.1;
const TRENDING_BOOST = 4;

export interface DemoDownloadsOptions {
  db: Database;
  accounts: AccountService;
  downloads: DownloadsService;
  log: { info(obj: object, msg: string): void };
  /** Fewer shoppers (tests); default all. */
  shoppers?: number;
}

/** Records the demo history once; shoppers already present are skipped. Returns downloads made. */
export async function recordDemoDownloads(options: DemoDownloadsOptions): Promise<number> {
  const designs = await popularityOrder(options.db);
  if (designs.length === 0) return 0;
  const rng = rngFor(SEED, 'demo-downloads');
  const total = designs.reduce((sum, d) => sum + d.weight, 0);
  const pick = () => {
    let at = rng() * total;
    for (const design of designs) {
      at -= design.weight;
      if (at <= 0) return design.id;
    }
    return designs[0]?.id as string;
  };

  let made = 0;
  for (const shopper of SHOPPERS.slice(0, options.shoppers ?? SHOPPERS.length)) {
    const count =
      DOWNLOADS_PER_SHOPPER.min +
      Math.floor(rng() * (DOWNLOADS_PER_SHOPPER.max - DOWNLOADS_PER_SHOPPER.min + 1));
    const chosen = new Set(Array.from({ length: count }, pick));
    const session = await signUp(options.accounts, shopper);
    if (!session) continue;
    for (const mediaId of chosen) {
      await options.downloads.create(session, mediaId, {
        settings: { ...EDITOR_DEFAULTS, bannerText: `${shopper.name} · ${shopper.phone}` },
        watermark: true,
      });
      made += 1;
    }
  }
  options.log.info({ downloads: made }, 'demo content: download history recorded');
  return made;
}

/** Images with their weight of being downloaded, most popular first. */
async function popularityOrder(db: Database) {
  const list = await db
    .select({ id: media.id, trending: media.isTrending })
    .from(media)
    .where(eq(media.type, 'image'))
    .orderBy(media.id);
  // Shuffled, so popularity does not follow upload order (the first category's items), with
  // the trending designs ahead of the rest.
  const rng = rngFor(SEED, 'demo-popularity');
  const shuffle = <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  const ordered = [
    ...shuffle(list.filter((row) => row.trending)),
    ...shuffle(list.filter((row) => !row.trending)),
  ];
  return ordered.map((row, rank) => ({
    id: row.id,
    weight: (row.trending ? TRENDING_BOOST : 1) / (rank + 1) ** ZIPF,
  }));
}

/** A demo shopper's account and session; null when it exists already (a resumed seed). */
async function signUp(accounts: AccountService, shopper: (typeof SHOPPERS)[number]) {
  const slug = shopper.name.toLowerCase().replace(/[^a-z]+/g, '.');
  try {
    const { token } = await accounts.signup(
      {
        name: shopper.name,
        email: `${slug}@demo.example.com`,
        phoneNumber: shopper.phone,
        // Nobody signs in as a demo shopper: a password no one knows.
        password: randomBytes(24).toString('base64url'),
      },
      { ip: 'demo-seed', userAgent: 'Stamp demo seed', device: null },
    );
    return await accounts.authenticate(token);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return null;
    throw error;
  }
}
