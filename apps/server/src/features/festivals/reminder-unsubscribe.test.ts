import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail } from '../../test/smtp-capture';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import {
  festivalIdsOf,
  parseMime,
  partOf,
  type ReminderAccount,
  reminderAccount,
  reminderClock,
  remindersDone,
} from './reminders.fixtures';
import { unsubscribeToken } from './unsubscribe-token';

type Reader = ReminderAccount & { client: TestClient };

const time = reminderClock();
let t: TestApp;
let id: (key: string) => string;
// One reader per way out, each with Diwali and all of Bihar's (and India's) festivals.
let byLink: Reader;
let byHeader: Reader;
let opened: Reader;
let tampered: Reader;
let stays: Reader;

beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  id = await festivalIdsOf(t);
  const reader = () =>
    reminderAccount(t, { festivalIds: [id('diwali')], region: 'bihar', kit: false });
  [byLink, byHeader, opened, tampered, stays] = await Promise.all([
    reader(),
    reader(),
    reader(),
    reader(),
    reader(),
  ]);
  time.morning();
  await t.services.reminderRuns.tick();
  for (const each of [byLink, byHeader, opened, tampered, stays]) {
    await t.smtp.waitFor(each.email, /^Diwali is today/);
  }
  await remindersDone(t);
}, 120_000);
afterAll(() => t?.close());

const diwaliMail = (reader: Reader): CapturedMail => {
  const found = t.smtp.messages.find(
    (mail) => mail.to.includes(reader.email) && mail.subject.startsWith('Diwali'),
  );
  if (!found) throw new Error(`no Diwali e-mail to ${reader.email}`);
  return found;
};
/** The body's link: the web page, `/reminders/unsubscribe?token=…`. */
const bodyLink = (reader: Reader) => {
  const link = /http:\/\/stamp\.test\/reminders\/unsubscribe\?token=\S+/.exec(
    partOf(diwaliMail(reader).raw, 'text/plain'),
  )?.[0];
  if (!link) throw new Error('no unsubscribe link in the e-mail');
  return new URL(link);
};
/** The List-Unsubscribe header's address: the API's one-click POST. */
const headerLink = (reader: Reader) => {
  const header = parseMime(diwaliMail(reader).raw).headers['list-unsubscribe'] ?? '';
  return new URL(/^<([^>]+)>$/.exec(header)?.[1] ?? 'http://nowhere');
};
const settingsOf = async (reader: Reader) =>
  (await reader.client.get('/api/v1/user/reminders')).body.data;
const subscribed = async (reader: Reader) => {
  const { festivalIds, region } = await settingsOf(reader);
  return { festivalIds, region };
};
const stillSubscribed = () => ({ festivalIds: [id('diwali')], region: 'bihar' });
const visitor = () => t.client();

describe('unsubscribing from a reminder e-mail', () => {
  it("from the body's link: its page's button POSTs the token, and reminders stop", async () => {
    const link = bodyLink(byLink);
    expect(link.pathname).toBe('/reminders/unsubscribe');
    // The page's button, from the site itself (same origin), signed in or not.
    const answer = await visitor().request(
      'POST',
      `/api/v1/reminders/unsubscribe${link.search}`,
      undefined,
      { origin: 'http://stamp.test' },
    );
    expect([answer.status, answer.body]).toEqual([
      200,
      { success: true, message: 'You will get no more festival reminders.' },
    ]);
    expect(await subscribed(byLink)).toEqual({ festivalIds: [], region: null });
    // The calendar feed is not a reminder: its address stays.
    expect((await settingsOf(byLink)).feedUrl).toMatch(/\/api\/v1\/calendar\/.+\.ics$/);
  });

  it("from the header's one-click POST (RFC 8058), as a mail provider sends it", async () => {
    const link = headerLink(byHeader);
    expect(`${link.origin}${link.pathname}`).toBe('http://stamp.test/api/v1/reminders/unsubscribe');
    const answer = await visitor().request(
      'POST',
      `${link.pathname}${link.search}`,
      'List-Unsubscribe=One-Click',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(answer.status).toBe(200);
    expect(await subscribed(byHeader)).toEqual({ festivalIds: [], region: null });
    // Again, from a webmail's page this time (another origin: the token alone authorises it):
    // still fine, nothing left to stop.
    const again = await visitor().request(
      'POST',
      `${link.pathname}${link.search}`,
      'List-Unsubscribe=One-Click',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    );
    expect(again.status).toBe(200);
  });

  it('never on a GET: a scanner opening the addresses changes nothing', async () => {
    const header = headerLink(opened);
    const answer = await fetch(`${t.baseUrl}${header.pathname}${header.search}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    // To the web page with the button, with the same token.
    expect(answer.headers.get('location')).toBe(`/reminders/unsubscribe${header.search}`);
    expect(await subscribed(opened)).toEqual(stillSubscribed());
  });

  it('refuses a tampered, foreign or missing token with a 400, changing nothing', async () => {
    const token = new URL(headerLink(tampered)).searchParams.get('token') ?? '';
    const [userId, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const other = stays.userId;
    for (const bad of [
      `${userId}.${flipped}`,
      // Another account's id under this one's signature, and the reverse.
      `${other}.${mac}`,
      // Signed with another server's secret.
      unsubscribeToken('another server secret', userId),
      userId,
      `${token}.extra`,
      'not-a-token',
    ]) {
      const answer = await visitor().post(
        `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect([answer.status, answer.body.code], bad).toEqual([400, 'UNSUBSCRIBE_LINK_INVALID']);
      expect(answer.body.message).toMatch(/^This unsubscribe link is not valid/);
    }
    const missing = await visitor().post('/api/v1/reminders/unsubscribe');
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await subscribed(tampered)).toEqual(stillSubscribed());
    expect(await subscribed(stays)).toEqual(stillSubscribed());
  });

  it('stops what was queued before and every later reminder', async () => {
    // An e-mail queued before the unsubscribe, sent by its job after it: skipped.
    const queuedBefore = {
      userId: byLink.userId,
      festivalId: id('chhath-puja'),
      date: '2026-11-15',
      slot: 'before' as const,
      round: 0,
    };
    expect(await t.services.reminderSend.send(queuedBefore)).toBe('skipped');

    // Bhai Dooj's morning: only those still subscribed hear of it. (The operator's run, so the
    // count is this run's whatever the scheduler's every-minute tick does meanwhile.)
    const morning = new Date('2026-11-11T07:30:00+05:30');
    time.at(morning);
    const run = await t.services.reminderRuns.runAt(morning, {
      id: stays.userId,
      email: 'ops@stamp.test',
      role: 'admin',
    });
    expect(run.slots).toEqual([
      { festivalId: id('bhai-dooj'), date: '2026-11-11', slot: 'on-the-day' },
    ]);
    await Promise.all(
      [opened, tampered, stays].map((reader) =>
        t.smtp.waitFor(reader.email, /^Bhai Dooj is today/),
      ),
    );
    await remindersDone(t);
    const bhaiDooj = t.smtp.messages.filter((mail) =>
      mail.subject.startsWith('Bhai Dooj is today'),
    );
    expect(bhaiDooj.flatMap((mail) => mail.to).sort()).toEqual(
      [opened, tampered, stays].map((reader) => reader.email).sort(),
    );
  });
});
