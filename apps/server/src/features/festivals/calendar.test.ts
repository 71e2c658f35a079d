import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivals, users } from '../../db/schema';
import { signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogFixture } from '../catalog/catalog.fixtures';
import { FESTIVAL_DATES, FESTIVAL_DEFINITIONS } from './festival-data';

let t: TestApp;
const ids = new Map<string, string>();
let diwaliSubCategoryId: string;

beforeAll(async () => {
  t = await startTestApp({
    clock: () => new Date('2026-11-01T10:00:00+05:30'),
    // The private feed's alarm rings at the reminder e-mail's time, the day before.
    env: { REMINDER_BEFORE_TIME: '08:30' },
  });
  for (const row of await t.db.select({ id: festivals.id, key: festivals.key }).from(festivals)) {
    ids.set(row.key, row.id);
  }
  const fixture = await createCatalogFixture(t.db, t.storage);
  const sub = await fixture.subCategory(await fixture.category('Festivals'), 'Diwali Wishes');
  diwaliSubCategoryId = sub.id;
  await t.db.update(festivals).set({ subCategoryId: sub.id }).where(eq(festivals.key, 'diwali'));
}, 60_000);
afterAll(() => t?.close());

/** The feed read by ical.js, an iCalendar parser independent of the library that wrote it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** What RFC 5545 asks of every all-day event here, checked through the parser. */
function checkEvent(event: InstanceType<typeof ICAL.Component>) {
  for (const property of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary']) {
    expect(event.getAllProperties(property), property).toHaveLength(1);
  }
  const start = event.getFirstProperty('dtstart');
  const end = event.getFirstProperty('dtend');
  expect(start?.type).toBe('date');
  expect(end?.type).toBe('date');
  const startDate = event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
  const endDate = event.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>;
  expect(startDate.isDate).toBe(true);
  expect(endDate.compare(startDate)).toBe(1);
}

const dayOf = (event: InstanceType<typeof ICAL.Component>, name: 'dtstart' | 'dtend') =>
  (event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toString();

describe('GET /api/v1/calendar/public.ics', () => {
  it('holds one all-day event per festival day, cacheable for an hour', async () => {
    const response = await t.client().get('/api/v1/calendar/public.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toEqual(expect.stringContaining('Stamp'));
    expect(events).toHaveLength(FESTIVAL_DATES.length);
    for (const event of events) checkEvent(event);

    const uids = events.map((event) => String(event.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(events.length);
    expect(uids.sort()).toEqual(
      FESTIVAL_DATES.map((entry) => `${entry.key}-${entry.date}@stamp`).sort(),
    );
    expect(events.some((event) => event.getAllSubcomponents('valarm').length > 0)).toBe(false);
  });

  it('writes DTEND as the day after the last (exclusive), English summary, Hindi description', async () => {
    const { events } = parse((await t.client().get('/api/v1/calendar/public.ics')).body);
    const byUid = new Map(events.map((event) => [event.getFirstPropertyValue('uid'), event]));
    const pongal = byUid.get('pongal-2027-01-15@stamp');
    if (!pongal) throw new Error('no Pongal 2027 in the feed');
    expect([dayOf(pongal, 'dtstart'), dayOf(pongal, 'dtend')]).toEqual([
      '2027-01-15',
      '2027-01-18',
    ]);
    const diwali = byUid.get('diwali-2026-11-08@stamp');
    if (!diwali) throw new Error('no Diwali 2026 in the feed');
    expect([dayOf(diwali, 'dtstart'), dayOf(diwali, 'dtend')]).toEqual([
      '2026-11-08',
      '2026-11-09',
    ]);
    expect(diwali.getFirstPropertyValue('summary')).toBe('Diwali');
    expect(diwali.getFirstPropertyValue('description')).toBe(
      FESTIVAL_DEFINITIONS.find((definition) => definition.key === 'diwali')?.nameHi,
    );
    expect(diwali.getFirstPropertyValue('url')).toBe(
      `http://stamp.test/category/diwali-wishes/${diwaliSubCategoryId}`,
    );
    expect(diwali.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    const holi = byUid.get('holi-2027-03-22@stamp');
    expect(holi?.getFirstPropertyValue('url')).toBeNull();
  });
});

describe('GET /api/v1/calendar/{token}.ics', () => {
  it("holds the user's chosen festivals and their region's, each with an alarm the day before", async () => {
    const { client } = await signedInUser(t);
    const diwali = ids.get('diwali');
    await client.request('PUT', '/api/v1/user/reminders', {
      festivalIds: [diwali],
      region: 'kerala',
    });
    const { feedUrl } = (await client.get('/api/v1/user/reminders')).body.data;
    const response = await t.client().get(new URL(feedUrl).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const wanted = new Set(
      FESTIVAL_DEFINITIONS.filter(
        (definition) =>
          definition.key === 'diwali' ||
          definition.regions.length === 0 ||
          (definition.regions as readonly string[]).includes('kerala'),
      ).map((definition) => definition.key),
    );
    expect(wanted.has('onam')).toBe(true);
    expect(wanted.has('chhath-puja')).toBe(false);
    const { events } = parse(response.body);
    expect(events.map((event) => event.getFirstPropertyValue('uid')).sort()).toEqual(
      FESTIVAL_DATES.filter((entry) => wanted.has(entry.key))
        .map((entry) => `${entry.key}-${entry.date}@stamp`)
        .sort(),
    );
    for (const event of events) {
      checkEvent(event);
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms).toHaveLength(1);
      const [alarm] = alarms;
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(alarm?.getFirstPropertyValue('description')).toEqual(
        expect.stringMatching(/ is tomorrow$/),
      );
      // 08:30 the day before an all-day event's midnight: 15 h 30 min before it.
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15H30M');
    }
  });

  it('answers 404 with the usual envelope for an unknown, malformed or revoked token', async () => {
    const { client } = await signedInUser(t);
    const { feedUrl } = (await client.get('/api/v1/user/reminders')).body.data;
    const token = new URL(feedUrl).pathname.replace(/^.*\//, '').replace(/\.ics$/, '');
    await client.post('/api/v1/user/reminders/feed');
    for (const path of [
      `/api/v1/calendar/${token}.ics`,
      `/api/v1/calendar/${'A'.repeat(43)}.ics`,
      '/api/v1/calendar/abc.ics',
      `/api/v1/calendar/${token.slice(0, 42)}%2F.ics`,
      // Up to the router's limit on a path parameter (longer: 414 for any route).
      `/api/v1/calendar/${'x'.repeat(96)}.ics`,
    ]) {
      const response = await t.client().get(path);
      expect([response.status, response.body], path).toEqual([
        404,
        expect.objectContaining({ success: false, code: 'NOT_FOUND' }),
      ]);
    }
  });

  it("stops opening a disabled account's feed", async () => {
    const { client, userId } = await signedInUser(t);
    const { feedUrl } = (await client.get('/api/v1/user/reminders')).body.data;
    const path = new URL(feedUrl).pathname;
    expect((await t.client().get(path)).status).toBe(200);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect((await t.client().get(path)).status).toBe(404);
  });
});
