import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { categories, festivals, media, reminderSettings } from '../../db/schema';
import { signedInMember, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';
import { createFestivalsService } from './festivals.service';

// 00:30 on 1 November 2026 in India, still 31 October in UTC: "today" must be India's day.
const NOW = new Date('2026-11-01T00:30:00+05:30');
let clock = NOW;

let t: TestApp;
let diwaliId: string;
let diwaliSubCategoryId: string;

const keysOf = (list: { key: string }[]) => list.map((festival) => festival.key);

beforeAll(async () => {
  t = await startTestApp({ clock: () => clock });
  const fixture = await createCatalogFixture(t.db, t.storage);
  const category = await fixture.category('Festivals');
  const diwali = await fixture.subCategory(category, 'Diwali');
  diwaliSubCategoryId = diwali.id;
  // Eight items: the first is a draft, so the six newest published ones are items 2–7 and 8.
  for (let n = 1; n <= 8; n += 1) await fixture.media(diwali, category, { title: `Diwali ${n}` });
  const [first] = await t.db.select().from(media).where(eq(media.title, 'Diwali 8'));
  if (!first) throw new Error('fixture missing');
  await t.db.update(media).set({ publication: 'draft' }).where(eq(media.id, first.id));
  const [row] = await t.db
    .update(festivals)
    .set({ subCategoryId: diwali.id })
    .where(eq(festivals.key, 'diwali'))
    .returning({ id: festivals.id });
  if (!row) throw new Error('diwali is not in the festival data');
  diwaliId = row.id;
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/v1/user/festivals/upcoming', () => {
  it("lists the next 30 days from India's today, sorted by day, with countdowns", async () => {
    const response = await t.client().get('/api/v1/user/festivals/upcoming');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.body.today).toBe('2026-11-01');
    expect(
      response.body.data.map((f: { key: string; date: string; daysAway: number }) => [
        f.key,
        f.date,
        f.daysAway,
      ]),
    ).toEqual([
      ['dhanteras', '2026-11-06', 5],
      ['diwali', '2026-11-08', 7],
      ['govardhan-puja', '2026-11-10', 9],
      ['bhai-dooj', '2026-11-11', 10],
      ['childrens-day', '2026-11-14', 13],
      ['chhath-puja', '2026-11-15', 14],
      ['guru-nanak-jayanti', '2026-11-24', 23],
      ['constitution-day', '2026-11-26', 25],
    ]);
    const chhath = response.body.data.find((f: { key: string }) => f.key === 'chhath-puja');
    expect(chhath).toMatchObject({
      name: 'Chhath Puja',
      nameHi: 'छठ पूजा',
      kind: 'festival',
      endDate: '2026-11-16',
      regions: ['bihar', 'jharkhand', 'uttar-pradesh', 'delhi'],
      subCategory: null,
      creatives: [],
      reminded: false,
    });
  });

  it('takes days and a region, and counts a festival under way (negative daysAway)', async () => {
    clock = new Date('2026-10-15T12:00:00+05:30');
    try {
      const week = await t.client().get('/api/v1/user/festivals/upcoming?days=2');
      // Navratri runs from 11 to 19 October: under way, it leads the list.
      expect(
        week.body.data.map((f: { key: string; daysAway: number }) => [f.key, f.daysAway]),
      ).toEqual([['navratri', -4]]);
      const bengal = await t
        .client()
        .get('/api/v1/user/festivals/upcoming?days=7&region=west-bengal');
      expect(keysOf(bengal.body.data)).toEqual([
        'navratri',
        'durga-puja',
        'durga-ashtami',
        'dussehra',
      ]);
      const kerala = await t.client().get('/api/v1/user/festivals/upcoming?days=7&region=kerala');
      expect(keysOf(kerala.body.data)).toEqual(['navratri', 'durga-ashtami', 'dussehra']);
    } finally {
      clock = NOW;
    }
  });

  it('gives a linked festival its six newest published creatives, as the catalog shows them', async () => {
    const response = await t.client().get('/api/v1/user/festivals/upcoming');
    const diwali = response.body.data.find((f: { key: string }) => f.key === 'diwali');
    expect(diwali._id).toBe(diwaliId);
    expect(diwali.subCategory).toEqual({
      _id: diwaliSubCategoryId,
      name: 'Diwali',
      slug: 'diwali',
    });
    expect(diwali.creatives.map((item: { title: string }) => item.title)).toEqual([
      'Diwali 7',
      'Diwali 6',
      'Diwali 5',
      'Diwali 4',
      'Diwali 3',
      'Diwali 2',
    ]);
    // The catalog's own answer for the same item, field for field.
    const item = diwali.creatives[0];
    const catalog = await t.client().get(`/api/v1/user/media/${item._id}`);
    expect(item).toEqual(catalog.body.data);
    expect(item.cleanUrl).toBeNull();

    const member = await signedInMember(t, 5);
    const theirs = await member.client.get('/api/v1/user/festivals/upcoming');
    const memberDiwali = theirs.body.data.find((f: { key: string }) => f.key === 'diwali');
    expect(memberDiwali.creatives[0].cleanUrl).toEqual(expect.any(String));
  });

  it('shows no link or creatives while the linked category is hidden', async () => {
    const [festivalsCategory] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Festivals'));
    if (!festivalsCategory) throw new Error('fixture missing');
    await t.db
      .update(categories)
      .set({ hidden: true })
      .where(eq(categories.id, festivalsCategory.id));
    try {
      const response = await t.client().get('/api/v1/user/festivals?from=2026-11-08&to=2026-11-08');
      expect(response.body.data).toMatchObject([
        { key: 'diwali', subCategory: null, creatives: [] },
      ]);
    } finally {
      await t.db
        .update(categories)
        .set({ hidden: false })
        .where(eq(categories.id, festivalsCategory.id));
    }
  });
});

describe('GET /api/v1/user/festivals', () => {
  it('lists a range, 30 days from today by default', async () => {
    const fallback = await t.client().get('/api/v1/user/festivals');
    const upcoming = await t.client().get('/api/v1/user/festivals/upcoming?days=30');
    expect(fallback.status).toBe(200);
    expect(keysOf(fallback.body.data)).toEqual(keysOf(upcoming.body.data));

    const year = await t.client().get('/api/v1/user/festivals?from=2027-01-01&to=2027-12-31');
    expect(year.body.data.length).toBeGreaterThanOrEqual(60);
    const dates = year.body.data.map((f: { date: string }) => f.date);
    expect(dates).toEqual([...dates].sort());
    expect(year.body.data[0]).toMatchObject({ key: 'new-year', date: '2027-01-01', daysAway: 61 });
  });

  it('filters by kind and region, and treats empty filters as none', async () => {
    const national = await t
      .client()
      .get('/api/v1/user/festivals?from=2026-11-01&to=2026-11-30&kind=national');
    expect(keysOf(national.body.data)).toEqual(['childrens-day', 'constitution-day']);
    const bihar = await t
      .client()
      .get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16&region=bihar');
    expect(keysOf(bihar.body.data)).toEqual(['childrens-day', 'chhath-puja']);
    const kerala = await t
      .client()
      .get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16&region=kerala&kind=');
    expect(keysOf(kerala.body.data)).toEqual(['childrens-day']);
  });

  it.each([
    ['from=2026-02-30', 'from', 'That date does not exist'],
    ['from=2026-2-3', 'from', 'Dates must look like 2026-11-08'],
    ['from=2026-11-10&to=2026-11-01', 'to', 'to must not be before from'],
    ['from=2026-01-01&to=2027-01-03', 'to', 'Ask for at most 366 days at a time'],
    ['to=2026-10-01', 'to', 'to must not be before from'],
    ['region=atlantis', 'region', 'region must be one of the regions the calendar lists'],
    ['kind=holiday', 'kind', 'kind must be one of festival, national, global'],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const response = await t.client().get(`/api/v1/user/festivals?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
  });

  it('accepts a full leap year and a 366-day range', async () => {
    const response = await t.client().get('/api/v1/user/festivals?from=2028-01-01&to=2028-12-31');
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThanOrEqual(60);
  });

  it('refuses a NUL byte in a query with 400, as every query is checked', async () => {
    for (const path of [
      '/api/v1/user/festivals?region=ker%00ala',
      '/api/v1/user/festivals/upcoming?region=bihar%00',
    ]) {
      const response = await t.client().get(path);
      expect([response.status, response.body.code], path).toEqual([400, 'INVALID_TEXT']);
    }
  });

  it('refuses the UTF-8 form of a lone surrogate with 400, never 500', async () => {
    // %ED%A0%80 is U+D800 written as UTF-8 would if it allowed surrogates.
    for (const path of [
      '/api/v1/user/festivals?from=%ED%A0%80',
      '/api/v1/user/festivals?kind=%ED%A0%80',
      '/api/v1/user/festivals/upcoming?region=%ED%A0%80',
    ]) {
      const response = await t.client().get(path);
      expect([response.status, response.body.success], path).toEqual([400, false]);
    }
  });

  it.each([['days=0'], ['days=91'], ['days=2.5'], ['days=many']])(
    'refuses upcoming?%s with 400',
    async (query) => {
      const response = await t.client().get(`/api/v1/user/festivals/upcoming?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { days: expect.any(String) },
      });
    },
  );
});

describe('reminded', () => {
  it('is false for a visitor, and true for what a user chose or their region observes', async () => {
    const visitor = await t.client().get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16');
    expect(visitor.body.data.map((f: { reminded: boolean }) => f.reminded)).toEqual([false, false]);

    const { client, userId } = await signedInUser(t);
    const chhath = visitor.body.data.find((f: { key: string }) => f.key === 'chhath-puja');
    const saved = await client.request('PUT', '/api/v1/user/reminders', {
      festivalIds: [chhath._id],
      region: null,
    });
    expect(saved.status).toBe(200);
    const chosen = await client.get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16');
    expect(
      chosen.body.data.map((f: { key: string; reminded: boolean }) => [f.key, f.reminded]),
    ).toEqual([
      ['childrens-day', false],
      ['chhath-puja', true],
    ]);

    // Kerala: every festival across India, none of Bihar's (Chhath was unchosen by the PUT).
    await client.request('PUT', '/api/v1/user/reminders', { festivalIds: [], region: 'kerala' });
    const region = await client.get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16');
    expect(
      region.body.data.map((f: { key: string; reminded: boolean }) => [f.key, f.reminded]),
    ).toEqual([
      ['childrens-day', true],
      ['chhath-puja', false],
    ]);
    const [settings] = await t.db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    expect(settings?.region).toBe('kerala');

    // Another visitor's answer is unchanged by this user's choices.
    const again = await t.client().get('/api/v1/user/festivals?from=2026-11-14&to=2026-11-16');
    expect(again.body.data.map((f: { reminded: boolean }) => f.reminded)).toEqual([false, false]);
  });
});

describe('the number of queries', () => {
  const NO_FILTERS = { region: undefined, kind: undefined };

  /** The app's database through a second handle on the same connection that counts queries. */
  function countingDatabase(): { db: Database; queries: () => number } {
    let queries = 0;
    const logger = {
      logQuery: () => {
        queries += 1;
      },
    };
    const client = (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const db =
      t.database.kind === 'pglite'
        ? drizzlePglite({ client: client as PGlite, schema, logger })
        : drizzlePg({ client: client as pg.Pool, schema, logger });
    return { db: db as unknown as Database, queries: () => queries };
  }

  it('is the same for a week and a whole year of linked festivals (no query per festival)', async () => {
    const { client, userId } = await signedInUser(t);
    await client.request('PUT', '/api/v1/user/reminders', {
      festivalIds: [diwaliId],
      region: 'goa',
    });
    // Every festival linked, so each one has creatives to find.
    await t.db.update(festivals).set({ subCategoryId: diwaliSubCategoryId });
    try {
      const counting = countingDatabase();
      const service = createFestivalsService({
        db: counting.db,
        present: t.services.present,
        timeZone: t.config.businessTimeZone,
        now: () => NOW,
      });
      const viewer = { userId, isMember: false };
      const week = await service.list(
        { ...NO_FILTERS, from: '2026-11-05', to: '2026-11-09' },
        viewer,
      );
      const weekQueries = counting.queries();
      const year = await service.list(
        { ...NO_FILTERS, from: '2027-01-01', to: '2027-12-31' },
        viewer,
      );
      expect(week.festivals.length).toBeLessThan(5);
      expect(year.festivals.length).toBeGreaterThan(60);
      expect(year.festivals.every((festival) => festival.creatives.length === 6)).toBe(true);
      // Days, creatives, and the user's region and choices.
      expect(weekQueries).toBe(4);
      expect(counting.queries() - weekQueries).toBe(weekQueries);
    } finally {
      await t.db.update(festivals).set({ subCategoryId: null });
      await t.db
        .update(festivals)
        .set({ subCategoryId: diwaliSubCategoryId })
        .where(eq(festivals.id, diwaliId));
    }
  });
});
