import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { vi } from 'vitest';
import { festivals, memberships, reminderSends, users } from '../../db/schema';
import { signedInUser } from '../../test/test-accounts';
import type { TestApp } from '../../test/test-app';

/**
 * Fixtures for the reminder tests: creatives in flat colours and logos in a colour no creative
 * or Stamp mark uses, so each part of a rendered picture is found by its colour; accounts with a
 * brand kit and reminder choices; and a small MIME reader for the captured e-mails.
 */

/**
 * Sunday 8 November 2026 in Kolkata. At 09:00 both slots are due: Diwali's morning e-mail (07:00)
 * and Bhai Dooj's, three days ahead (09:00). At 06:00 neither is.
 */
export const DIWALI_MORNING = new Date('2026-11-08T09:00:00+05:30');
export const DIWALI_DAWN = new Date('2026-11-08T06:00:00+05:30');

/**
 * The app's clock for a test: at dawn while the test sets up, then moved to the morning. The
 * scheduler fires its every-minute tick by the real time and the tick reads this clock, so a tick
 * that fires during the set-up finds no slot due instead of running it before the accounts exist.
 */
export function reminderClock() {
  let now = DIWALI_DAWN;
  return {
    clock: () => now,
    morning() {
      now = DIWALI_MORNING;
    },
    at(moment: Date) {
      now = moment;
    },
  };
}

export const LOGO_RGB = [255, 0, 255] as const;
/** The creatives' flat colour: pale green, far from the logo and from the mark's dark badge. */
export const BASE_RGB = [160, 216, 160] as const;

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

export function flatPng(width: number, height: number, rgb: readonly number[]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: hex(rgb) } })
    .png()
    .toBuffer();
}

/** The id of each festival, by the data file's key. */
export async function festivalIdsOf(t: TestApp): Promise<(key: string) => string> {
  const rows = await t.db.select({ id: festivals.id, key: festivals.key }).from(festivals);
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`no festival ${key}`);
    return id;
  };
}

/**
 * A Diwali sub-category with `count` flat-colour 1080² images (the newest last) linked to the
 * Diwali festival, as an operator (or the demo) links it. Returns the items' ids, newest first.
 */
export async function linkDiwaliCreatives(t: TestApp, count: number): Promise<string[]> {
  const admin = t.services.catalogAdmin;
  const category = await admin.createCategory('Festivals');
  const sub = await admin.createSubCategory(category._id, 'Diwali Posts');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = await admin.addMedia(
      sub._id,
      { buffer: await flatPng(1080, 1080, BASE_RGB) },
      {
        title: `Diwali Post ${index + 1}`,
        creativeType: 'post',
        isTrending: false,
        isLatest: false,
      },
    );
    ids.unshift(item._id);
  }
  const festivalId = (await festivalIdsOf(t))('diwali');
  await t.db.update(festivals).set({ subCategoryId: sub._id }).where(eq(festivals.id, festivalId));
  return ids;
}

export interface ReminderAccount {
  userId: string;
  email: string;
}

/**
 * A signed-up account with reminders: `festivalIds` one by one and/or a region; a brand kit with
 * a 240² logo in LOGO_RGB, the business's name and phone, unless `kit` is false; a membership
 * until 2099 when `member`.
 */
export async function reminderAccount(
  t: TestApp,
  options: {
    festivalIds?: string[];
    region?: string | null;
    member?: boolean;
    kit?: boolean;
    disabled?: boolean;
  },
): Promise<ReminderAccount & { client: Awaited<ReturnType<typeof signedInUser>>['client'] }> {
  const { client, userId } = await signedInUser(t);
  const saved = await client.request('PUT', '/api/v1/user/reminders', {
    festivalIds: options.festivalIds ?? [],
    region: options.region ?? null,
  });
  if (saved.status !== 200) throw new Error(`saving reminders answered ${saved.status}`);
  if (options.kit !== false) {
    const logo = await t.services.brandKit.addLogo(userId, await flatPng(240, 240, LOGO_RGB));
    await t.services.brandKit.update(userId, {
      businessName: 'Sharma Sweets',
      phone: '98765 43210',
      colours: [],
      defaults: {},
      defaultLogoId: logo._id,
    });
  }
  if (options.member) {
    await t.db.insert(memberships).values({
      userId,
      plan: 'premium',
      status: 'active',
      startDate: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2099-01-01T00:00:00Z'),
    });
  }
  if (options.disabled) {
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
  }
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { client, userId, email: row?.email ?? '' };
}

/** Every reminder row, as `user festival date slot status` lines, sorted. */
export async function sendRows(t: TestApp): Promise<string[]> {
  const rows = await t.db.select().from(reminderSends);
  return rows
    .map((row) => `${row.userId} ${row.festivalId} ${row.date} ${row.slot} ${row.status}`)
    .sort();
}

/**
 * Waits until no reminder e-mail job is waiting or running. Call it once the run that queued
 * them is over (a run queues all of its e-mails before it ends). The ticks are not counted: with
 * BullMQ the schedule's next tick always waits in the queue.
 */
export async function remindersDone(t: TestApp): Promise<void> {
  await vi.waitFor(
    async () => {
      const depth = (await t.jobs.depth())['reminders.send'];
      if ((depth?.waiting ?? 0) + (depth?.running ?? 0) > 0) {
        throw new Error('reminder e-mails still queued or being sent');
      }
    },
    { timeout: 30_000, interval: 50 },
  );
}

export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
}

/** A raw message's MIME tree: headers (lower-cased names, unfolded), decoded leaves. */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            rest
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            'latin1',
          )
        : Buffer.from(rest, 'utf8');
  return { headers, body, parts: [] };
}

/** The leaves of a MIME tree, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}

/** A captured message's decoded part of `type` (`text/plain`, `text/html`), or ''. */
export function partOf(raw: string, type: string): string {
  const part = leaves(parseMime(raw)).find((leaf) =>
    leaf.headers['content-type']?.startsWith(type),
  );
  return part?.body.toString('utf8') ?? '';
}
