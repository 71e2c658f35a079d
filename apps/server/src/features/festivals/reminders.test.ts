import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivals, reminderSettings } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
const id = (key: string) => {
  const found = ids.get(key);
  if (!found) throw new Error(`no festival ${key}`);
  return found;
};

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date('2026-11-01T10:00:00+05:30') });
  for (const row of await t.db.select({ id: festivals.id, key: festivals.key }).from(festivals)) {
    ids.set(row.key, row.id);
  }
}, 60_000);
afterAll(() => t?.close());

const FEED_URL = /^http:\/\/stamp\.test\/api\/v1\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
const tokenOf = (feedUrl: string) => FEED_URL.exec(feedUrl)?.[1] ?? '';
const feedPath = (feedUrl: string) => new URL(feedUrl).pathname;
const put = (client: TestClient, body: unknown) =>
  client.request('PUT', '/api/v1/user/reminders', body);

describe('GET /api/v1/user/reminders', () => {
  it('asks a visitor to log in, everywhere', async () => {
    const visitor = t.client();
    for (const answer of [
      await visitor.get('/api/v1/user/reminders'),
      await put(visitor, { festivalIds: [], region: null }),
      await visitor.post('/api/v1/user/reminders/feed'),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('makes the feed address on the first visit and shows the same one after', async () => {
    const { client, userId } = await signedInUser(t);
    const first = await client.get('/api/v1/user/reminders');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toEqual({
      festivalIds: [],
      region: null,
      feedUrl: expect.stringMatching(FEED_URL),
      sendTimes: { daysBefore: 3, before: '09:00', onTheDay: '07:00' },
    });
    const again = await client.get('/api/v1/user/reminders');
    expect(again.body.data.feedUrl).toBe(first.body.data.feedUrl);

    // Only the token's hash is stored; the token itself is nowhere in the row.
    const token = tokenOf(first.body.data.feedUrl);
    const [row] = await t.db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    expect(row?.feedTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('gives each user their own address, and never shows one user another user’s', async () => {
    const asha = await signedInUser(t);
    const ravi = await signedInUser(t);
    const ashaUrl = (await asha.client.get('/api/v1/user/reminders')).body.data.feedUrl;
    const ashaToken = tokenOf(ashaUrl);
    const raviAnswers = [
      await ravi.client.get('/api/v1/user/reminders'),
      await put(ravi.client, { festivalIds: [id('diwali')], region: 'bihar' }),
      await ravi.client.get('/api/v1/user/festivals/upcoming'),
      await ravi.client.get('/api/v1/user/festivals?from=2026-01-01&to=2026-12-31'),
      await ravi.client.get('/api/v1/calendar/public.ics'),
    ];
    const raviUrl = raviAnswers[0]?.body.data.feedUrl;
    expect(tokenOf(raviUrl)).not.toBe(ashaToken);
    for (const answer of raviAnswers) {
      expect(JSON.stringify(answer.body)).not.toContain(ashaToken);
    }
    // Ravi's own feed carries his choices, not Asha's, and not her token.
    const raviFeed = await ravi.client.get(feedPath(raviUrl));
    expect(raviFeed.status).toBe(200);
    expect(raviFeed.body).not.toContain(ashaToken);
  });
});

describe('PUT /api/v1/user/reminders', () => {
  it('replaces the whole set each time', async () => {
    const { client } = await signedInUser(t);
    const first = await put(client, {
      festivalIds: [id('diwali'), id('holi'), id('diwali')],
      region: 'kerala',
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Reminders saved');
    expect(first.body.data).toMatchObject({
      region: 'kerala',
      feedUrl: expect.stringMatching(FEED_URL),
    });
    expect([...first.body.data.festivalIds].sort()).toEqual([id('diwali'), id('holi')].sort());

    const second = await put(client, { festivalIds: [id('holi'), id('onam')], region: null });
    expect([...second.body.data.festivalIds].sort()).toEqual([id('holi'), id('onam')].sort());
    expect(second.body.data.region).toBeNull();
    const read = await client.get('/api/v1/user/reminders');
    expect(read.body.data.festivalIds).toEqual(second.body.data.festivalIds);
    // The feed address is not changed by choosing.
    expect(read.body.data.feedUrl).toBe(first.body.data.feedUrl);

    const none = await put(client, { festivalIds: [], region: null });
    expect(none.body.data).toMatchObject({ festivalIds: [], region: null });
  });

  it('refuses unknown festivals, bad ids, unknown regions and too many, changing nothing', async () => {
    const { client } = await signedInUser(t);
    await put(client, { festivalIds: [id('diwali')], region: 'punjab' });
    const unknownId = '0123456789abcdef01234567';
    const cases: [unknown, string, string][] = [
      [
        { festivalIds: [id('holi'), unknownId], region: null },
        'festivalIds',
        `No festival has the id ${unknownId}`,
      ],
      [{ festivalIds: ['diwali'], region: null }, 'festivalIds.0', 'must be an id'],
      [
        { festivalIds: [], region: 'atlantis' },
        'region',
        'region must be one of the regions the calendar lists',
      ],
      [
        { festivalIds: Array.from({ length: 201 }, () => id('holi')), region: null },
        'festivalIds',
        'Choose at most 200 festivals',
      ],
      [{ festivalIds: [] }, 'region', expect.any(String)],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(client, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    }
    const text = await put(client, { festivalIds: [], region: 'kerala\ud800' });
    expect([text.status, text.body.code]).toEqual([400, 'INVALID_TEXT']);
    const kept = await client.get('/api/v1/user/reminders');
    expect(kept.body.data).toMatchObject({ festivalIds: [id('diwali')], region: 'punjab' });
  });

  it('takes 200 festivals, the most there may be', async () => {
    const { client } = await signedInUser(t);
    const all = [...ids.values()];
    const many = Array.from({ length: 200 }, (_, index) => all[index % all.length]);
    const answer = await put(client, { festivalIds: many, region: null });
    expect(answer.status).toBe(200);
    expect(answer.body.data.festivalIds).toHaveLength(all.length);
  });
});

describe('POST /api/v1/user/reminders/feed', () => {
  it('makes a new address; the old one answers 404 at once', async () => {
    const { client } = await signedInUser(t);
    const old = (await client.get('/api/v1/user/reminders')).body.data.feedUrl;
    expect((await t.client().get(feedPath(old))).status).toBe(200);

    const made = await client.post('/api/v1/user/reminders/feed');
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe('private, no-store');
    const fresh = made.body.data.feedUrl;
    expect(fresh).toMatch(FEED_URL);
    expect(fresh).not.toBe(old);

    const gone = await t.client().get(feedPath(old));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Calendar not found', code: 'NOT_FOUND' });
    expect((await t.client().get(feedPath(fresh))).status).toBe(200);
    expect((await client.get('/api/v1/user/reminders')).body.data.feedUrl).toBe(fresh);
  });

  it('works before the settings were ever read', async () => {
    const { client } = await signedInUser(t);
    const made = await client.post('/api/v1/user/reminders/feed');
    expect((await client.get('/api/v1/user/reminders')).body.data.feedUrl).toBe(
      made.body.data.feedUrl,
    );
  });
});
