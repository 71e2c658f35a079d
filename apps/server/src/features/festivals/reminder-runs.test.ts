import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderRuns } from '../../db/schema';
import type { CapturedMail } from '../../test/smtp-capture';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  BASE_RGB,
  DIWALI_MORNING,
  festivalIdsOf,
  LOGO_RGB,
  leaves,
  linkDiwaliCreatives,
  parseMime,
  partOf,
  type ReminderAccount,
  reminderAccount,
  reminderClock,
  remindersDone,
  sendRows,
} from './reminders.fixtures';

const NOW = DIWALI_MORNING;
const time = reminderClock();

let t: TestApp;
let id: (key: string) => string;
let items: string[];
let free: ReminderAccount;
let member: ReminderAccount;
let regional: ReminderAccount;

beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  id = await festivalIdsOf(t);
  items = await linkDiwaliCreatives(t, 4);
  free = await reminderAccount(t, { festivalIds: [id('diwali')] });
  member = await reminderAccount(t, { festivalIds: [id('diwali')], member: true });
  // All festivals of Bihar and of all India, and no brand kit.
  regional = await reminderAccount(t, { region: 'bihar', kit: false });
  // Nothing for these: a disabled account, festivals that are not due today.
  await reminderAccount(t, { festivalIds: [id('diwali')], disabled: true });
  await reminderAccount(t, { festivalIds: [id('holi'), id('chhath-puja'), id('dhanteras')] });

  time.morning();
  await t.jobs.enqueue('reminders.tick', {}, { key: 'test-tick-1' });
  await Promise.all([
    t.smtp.waitFor(free.email, /^Diwali is today/),
    t.smtp.waitFor(member.email, /^Diwali is today/),
    t.smtp.waitFor(regional.email, /^Diwali is today/),
    t.smtp.waitFor(regional.email, /^Bhai Dooj is in 3 days/),
  ]);
  await remindersDone(t);
}, 120_000);
afterAll(() => t?.close());

const mailTo = (account: ReminderAccount, subject: RegExp): CapturedMail => {
  const found = t.smtp.messages.filter(
    (m) => m.to.includes(account.email) && subject.test(m.subject),
  );
  expect(found).toHaveLength(1);
  return found[0] as CapturedMail;
};
const summary = () => t.smtp.messages.map((m) => `${m.to.join(',')} ${m.subject}`).sort();

describe('a reminder run at a fixed time', () => {
  it('sends exactly the due e-mails: the right users, festivals and slots', async () => {
    expect(summary()).toEqual(
      [
        `${free.email} Diwali is today: your branded posts are ready`,
        `${member.email} Diwali is today: your branded posts are ready`,
        `${regional.email} Diwali is today: your branded posts are ready`,
        // No creatives linked: the e-mail still goes, with the calendar.
        `${regional.email} Bhai Dooj is in 3 days: plan your post`,
      ].sort(),
    );
    const day = '2026-11-08';
    expect(await sendRows(t)).toEqual(
      [
        `${free.userId} ${id('diwali')} ${day} on-the-day sent`,
        `${member.userId} ${id('diwali')} ${day} on-the-day sent`,
        `${regional.userId} ${id('diwali')} ${day} on-the-day sent`,
        `${regional.userId} ${id('bhai-dooj')} 2026-11-11 before sent`,
      ].sort(),
    );
    const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.day, day));
    expect(runs.map((run) => run.slot).sort()).toEqual(['before', 'on-the-day']);
  });

  it('names the festival in English and Hindi, with its date, countdown and links', () => {
    const mail = parseMime(mailTo(free, /^Diwali/).raw);
    const [text, html] = ['text/plain', 'text/html'].map((type) =>
      partOf(mailTo(free, /^Diwali/).raw, type),
    );
    for (const body of [text, html]) {
      expect(body).toContain('Diwali');
      expect(body).toContain('दीपावली');
      expect(body).toContain('8 November 2026');
      expect(body).toContain('http://stamp.test/reminders/unsubscribe?token=');
      // The three newest creatives, each opening with the brand kit applied.
      for (const item of items.slice(0, 3)) {
        expect(body).toContain(`http://stamp.test/${item}?brand=kit`);
      }
      expect(body).not.toContain(items[3]);
    }
    expect(text).toContain('Diwali (दीपावली) is today');
    expect(text).toContain('small Stamp mark');

    const unsubscribe = mail.headers['list-unsubscribe'];
    expect(unsubscribe).toMatch(
      /^<http:\/\/stamp\.test\/api\/v1\/reminders\/unsubscribe\?token=[0-9a-f]{24}\.[\w-]{43}>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['message-id']).toBe(
      `<reminder.${free.userId}.${id('diwali')}.2026-11-08.on-the-day@stamp.test>`,
    );

    const calendarOnly = mailTo(regional, /^Bhai Dooj/);
    expect(partOf(calendarOnly.raw, 'text/plain')).toContain('http://stamp.test/calendar');
    expect(leaves(parseMime(calendarOnly.raw)).some((p) => p.headers['content-id'])).toBe(false);
  });

  it("attaches three JPEG pictures drawn with the kit's logo, marked unless a member's", async () => {
    const picturesOf = async (account: ReminderAccount) => {
      const mail = parseMime(mailTo(account, /^Diwali/).raw);
      const html = leaves(mail).find((p) => p.headers['content-type']?.startsWith('text/html'));
      const images = leaves(mail).filter((p) => p.headers['content-id']);
      expect(images).toHaveLength(3);
      for (const image of images) {
        expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
        const cid = image.headers['content-id']?.replace(/^<|>$/g, '');
        expect(html?.body.toString('utf8')).toContain(`src="cid:${cid}"`);
      }
      return Promise.all(
        images.map(async (image) => {
          const { data, info } = await sharp(image.body)
            .raw()
            .toBuffer({ resolveWithObject: true });
          expect([info.width, info.height, info.channels]).toEqual([600, 600, 3]);
          return data;
        }),
      );
    };
    const freePictures = await picturesOf(free);
    const memberPictures = await picturesOf(member);
    for (const pixels of [...freePictures, ...memberPictures]) {
      // The logo, top left (the editor's default place): its colour, where no creative has it.
      expect(countWhere(pixels, region(0, 0, 0.35, 0.35), near(LOGO_RGB))).toBeGreaterThan(1000);
      expect(countWhere(pixels, region(0.5, 0, 1, 1), near(LOGO_RGB))).toBe(0);
    }
    // The free mark's badge, top right (the logo is on the left): dark on the pale creative.
    const badge = region(0.55, 0, 1, 0.12);
    for (const pixels of freePictures) {
      expect(countWhere(pixels, badge, dark)).toBeGreaterThan(200);
    }
    for (const pixels of memberPictures) {
      expect(countWhere(pixels, badge, dark)).toBe(0);
      expect(countWhere(pixels, badge, near(BASE_RGB))).toBeGreaterThan(0.99 * area(badge));
    }
  });
});

describe('running again', () => {
  it('sends nothing twice: another tick, an operator run at the same time', async () => {
    const before = summary();
    // The slots of the day have run: the next tick finds nothing to do.
    expect(await t.services.reminderRuns.tick()).toEqual({ slots: [], queued: 0 });
    const operator = { id: 'f'.repeat(24), email: 'ops@stamp.test', role: 'admin' as const };
    const again = await t.services.reminderRuns.runAt(NOW, operator);
    expect(again.queued).toBe(0);
    expect(again.slots).toEqual(
      expect.arrayContaining([
        { festivalId: id('diwali'), date: '2026-11-08', slot: 'on-the-day' },
        { festivalId: id('bhai-dooj'), date: '2026-11-11', slot: 'before' },
      ]),
    );
    await remindersDone(t);
    expect(summary()).toEqual(before);
  });
});

// Pictures are 600² RGB.
const SIDE = 600;
type Region = { x0: number; y0: number; x1: number; y1: number };
const region = (x0: number, y0: number, x1: number, y1: number): Region => ({
  x0: Math.round(x0 * SIDE),
  y0: Math.round(y0 * SIDE),
  x1: Math.round(x1 * SIDE),
  y1: Math.round(y1 * SIDE),
});
const area = (r: Region) => (r.x1 - r.x0) * (r.y1 - r.y0);
// JPEG moves colours a little, and more at edges: a generous distance.
const near =
  (rgb: readonly number[]) =>
  (r: number, g: number, b: number): boolean =>
    Math.abs(r - (rgb[0] ?? 0)) + Math.abs(g - (rgb[1] ?? 0)) + Math.abs(b - (rgb[2] ?? 0)) < 60;
const dark = (r: number, g: number, b: number) => r < 90 && g < 90 && b < 90;

function countWhere(
  pixels: Buffer,
  where: Region,
  test: (r: number, g: number, b: number) => boolean,
): number {
  let count = 0;
  for (let y = where.y0; y < where.y1; y += 1) {
    for (let x = where.x0; x < where.x1; x += 1) {
      const i = (y * SIDE + x) * 3;
      if (test(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0)) count += 1;
    }
  }
  return count;
}
