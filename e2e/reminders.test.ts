import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../apps/server/src/test/smtp-capture';
import { launchBrowser } from './support/browser';
import { OPERATOR, OPERATOR_ENV, type SeededCatalog, seedCatalog } from './support/catalog';
import { LOGO_RGB, logoPng, TEXT_COLOUR, TEXT_RGB } from './support/funnel';
import { parseMail } from './support/mime';
import { overlayColours } from './support/overlay-colours';
import { openPage, signUpOverApi, type TestUser, WIDTHS } from './support/pages';
import { type RunningServer, startServer } from './support/server';

/**
 * A festival reminder from end to end, at both widths: a user with a brand kit presses "Remind me"
 * on /calendar, the operator runs the festival's 07:00 slot (POST /api/v1/admin/reminders/run), a
 * real SMTP server (the smtp-server package, as the server tests use) receives the e-mail with
 * three creatives drawn with the kit, and the e-mail, opened as a mail client shows it, links to
 * the item page with the kit applied.
 *
 * On a server of this file's own, started with SMTP_URL at this file's SMTP server and a clock
 * this file moves (SCHEDULER_CLOCK_FILE): an operator's run is refused for a time later than now,
 * and the festival's morning is days ahead; moving the shared server's clock would move every
 * other file's calendar. Its catalog is one collection of three pictures (an e-mail shows three),
 * linked to the first festival the server lists as upcoming, whatever today is.
 */

interface ApiFestival {
  _id: string;
  name: string;
  date: string;
}

// Colours none of the seeded gradients comes near, so the kit's logo and text are found by colour.
const BRAND = { businessName: 'Asha Sweets', phone: '98765 01234' };
const BANNER = `${BRAND.businessName} · ${BRAND.phone}`;
const PICTURES = ['Diwali Lamps Greeting', 'Diwali Sweets Offer', 'Diwali Rangoli Story'];
// The business time zone the server is started with; India keeps no daylight-saving time.
const BUSINESS_OFFSET = '+05:30';

let smtp: SmtpCapture;
let server: RunningServer;
let browser: Browser;
let clockDir: string;
let clockFile: string;
let catalog: SeededCatalog;
let festival: ApiFestival;
let admin: string;
/** The seeded designs' public previews (no brand kit): their pixels in the kit's colours. */
const plainPixels = new Map<string, { logo: number; text: number }>();

beforeAll(async () => {
  clockDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-e2e-clock-'));
  clockFile = path.join(clockDir, 'clock');
  await writeFile(clockFile, '0');
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startServer({
      ...OPERATOR_ENV,
      SMTP_URL: smtp.url,
      SCHEDULER_CLOCK_FILE: clockFile,
      BUSINESS_TIME_ZONE: 'Asia/Kolkata',
    }),
    launchBrowser(),
  ]);
  catalog = await seedCatalog(server.url, [
    {
      name: 'Festivals',
      subCategories: [
        {
          name: 'Diwali',
          media: [
            { title: PICTURES[0] as string, creativeType: 'post', width: 1080, height: 1080 },
            { title: PICTURES[1] as string, creativeType: 'post', width: 1080, height: 1080 },
            { title: PICTURES[2] as string, creativeType: 'story', width: 1080, height: 1920 },
          ],
        },
      ],
    },
  ]);
  const upcoming = (await (
    await fetch(`${server.url}/api/v1/user/festivals/upcoming?days=30`)
  ).json()) as { data: ApiFestival[]; today: string };
  const first = upcoming.data[0];
  if (!first) throw new Error(`nothing is upcoming in the 30 days from ${upcoming.today}`);
  festival = first;

  const login = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  admin =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('stamp_session='))
      ?.split(';')[0] ?? '';
  if (!login.ok || !admin) throw new Error(`the operator's login answered ${login.status}`);
  const subCategoryId = catalog.subCategories[0]?.id;
  await call(admin, 'PUT', `/admin/festivals/${festival._id}`, { subCategoryId });
  for (const item of catalog.media) {
    const { url } = (await call('', 'GET', `/user/media/${item.id}`)) as { url: string };
    const preview = await fetch(new URL(url, server.url));
    plainPixels.set(item.title, await brandPixels(Buffer.from(await preview.arrayBuffer())));
  }
  // The server's start may take up to its 100 s while the rest of the suite runs; then the seed.
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (clockDir) await rm(clockDir, { recursive: true, force: true });
});

/** A call to this file's server (JSON, or a form); throws with the answer when it is refused. */
async function call(cookie: string, method: string, apiPath: string, body?: unknown) {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${server.url}/api/v1${apiPath}`, {
    method,
    headers: { cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const answer = (await response.json()) as { data?: unknown };
  if (!response.ok) {
    throw new Error(`${method} ${apiPath} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

/** The brand kit the e-mail draws: a logo, the business and its phone, cyan text. */
async function saveBrandKit(user: TestUser): Promise<void> {
  const form = new FormData();
  form.set('logo', new Blob([new Uint8Array(await logoPng())], { type: 'image/png' }), 'logo.png');
  const logo = (await call(user.cookie, 'POST', '/user/brand-kit/logos', form)) as { _id: string };
  await call(user.cookie, 'PUT', '/user/brand-kit', {
    ...BRAND,
    colours: [TEXT_COLOUR],
    defaults: { bannerTextColor: TEXT_COLOUR },
    defaultLogoId: logo._id,
  });
}

/** "8 November": how a day's button in the month grid starts its name. */
const dayName = (day: string) =>
  `${Number(day.slice(8))} ${new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`))}`;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens the festival's day on /calendar (the grid on a laptop, the list on a phone). */
async function openFestivalDay(page: Page, width: number) {
  await page.goto(`/calendar?month=${festival.date.slice(0, 7)}`);
  if (width < 640) {
    const agenda = page.getByRole('list', { name: /^Festivals in / });
    await agenda.getByRole('button', { name: startsWith(festival.name) }).click();
  } else {
    const grid = page.getByRole('table');
    await grid.getByRole('button', { name: startsWith(`${dayName(festival.date)},`) }).click();
  }
  const panel = page.getByRole('dialog');
  await panel.getByRole('heading', { level: 3, name: festival.name }).waitFor();
  return panel;
}

const near = (rgb: readonly number[], target: readonly number[], tolerance: number) =>
  rgb.every((value, k) => Math.abs(value - (target[k] ?? 0)) < tolerance);

/** Pixels of an image file in the logo's and the text's colours. */
async function brandPixels(file: Buffer) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let logo = 0;
  let text = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    // JPEG's colour subsampling blurs thin strokes more than the logo's solid square.
    if (near(rgb, LOGO_RGB, 40)) logo++;
    else if (near(rgb, TEXT_RGB, 70)) text++;
  }
  return { logo, text };
}

/** The reminder e-mails of `festival` the SMTP server has received for `email`. */
const remindersTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith(`${festival.name} is`));

describe('a festival reminder e-mail', () => {
  for (const width of WIDTHS) {
    it(`reaches the SMTP server with branded creatives that open with the brand kit (${width} px)`, async () => {
      const user = await signUpOverApi('Reminded', server.url);
      await saveBrandKit(user);
      const { context, page, errors } = await openPage(browser, width, {
        cookie: user.cookie,
        baseUrl: server.url,
      });
      try {
        // "Remind me" in the day's panel (a bottom sheet on a phone), saved for the account.
        const panel = await openFestivalDay(page, width);
        const remind = panel.getByRole('button', { name: `Remind me of ${festival.name}` });
        expect(await remind.getAttribute('aria-pressed')).toBe('false');
        await remind.click();
        await expect.poll(() => remind.getAttribute('aria-pressed')).toBe('true');
        await expect
          .poll(async () => {
            const choice = (await call(user.cookie, 'GET', '/user/reminders')) as {
              festivalIds: string[];
            };
            return choice.festivalIds;
          })
          .toEqual([festival._id]);

        // The festival's morning: the operator runs the slot due at 07:00. The scheduler's own
        // tick sees the same morning and may queue the e-mail first; either way it goes once.
        const at = `${festival.date}T07:00:00${BUSINESS_OFFSET}`;
        await writeFile(clockFile, at);
        const run = (await call(admin, 'POST', '/admin/reminders/run', { at })) as {
          slots: { festivalId: string; date: string; slot: string }[];
        };
        expect(run.slots).toContainEqual({
          festivalId: festival._id,
          date: festival.date,
          slot: 'on-the-day',
        });

        const received = await vi.waitFor(
          () => {
            const [mail] = remindersTo(user.email);
            if (!mail) throw new Error(`no reminder to ${user.email} yet`);
            return mail;
          },
          { timeout: 30_000, interval: 100 },
        );
        await writeFile(clockFile, '0');
        expect(received.subject).toBe(`${festival.name} is today: your branded posts are ready`);
        const mail = parseMail(received.raw);
        expect(mail.headers.get('list-unsubscribe')).toMatch(
          new RegExp(`^<${server.url}/api/v1/reminders/unsubscribe\\?token=[^>\\s]+>$`),
        );
        expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

        // Three creatives, each a JPEG drawn with the kit's logo and banner, each linking to its
        // item with the kit applied. The same designs without the kit show neither colour.
        const html = mail.html ?? '';
        const shownPictures = [
          ...html.matchAll(/<a href="([^"]+)"><img src="cid:([^"]+)"[^>]* alt="([^"]*)"/g),
        ].map(([, href = '', cid = '', title = '']) => ({
          url: new URL(href.replaceAll('&amp;', '&')),
          cid,
          title,
        }));
        expect(shownPictures.map((p) => p.title).sort()).toEqual([...PICTURES].sort());
        for (const { url, cid, title } of shownPictures) {
          const item = catalog.media.find((m) => m.title === title);
          expect(url.href, title).toBe(`${server.url}/${item?.id}?brand=kit`);
          const picture = mail.inline.get(cid);
          expect(picture?.contentType, title).toBe('image/jpeg');
          const content = picture?.content ?? Buffer.alloc(0);
          expect(content.length, title).toBeGreaterThan(10_000);
          const meta = await sharp(content).metadata();
          expect({ format: meta.format, width: meta.width }, title).toEqual({
            format: 'jpeg',
            width: 600,
          });
          const branded = await brandPixels(content);
          expect(branded.logo, title).toBeGreaterThan(1_000);
          expect(branded.text, title).toBeGreaterThan(1_000);
          // Without the kit: no logo, and at most a stray pixel of the teal gradient near cyan.
          const plain = plainPixels.get(title);
          expect(plain?.logo, title).toBe(0);
          expect(plain?.text, title).toBeLessThan(20);
        }

        // The first creative's item, designed differently on this device before.
        const [first] = shownPictures;
        const item = catalog.media.find((m) => m.title === first?.title);
        if (!first || !item) throw new Error('the e-mail shows no seeded design');
        const itemUrl = first.url;
        await page.goto(itemUrl.pathname);
        if (width < 768) await page.getByRole('button', { name: 'Edit design' }).click();
        await page.getByLabel('Banner text').fill('Words of my own');
        await expect
          .poll(() => page.evaluate((key) => localStorage.getItem(key), `stamp:design:${item.id}`))
          .toContain('Words of my own');

        // The e-mail as a mail client shows it, on a page of no origin of Stamp's: the inline
        // pictures from their attachments.
        const shown = html.replace(/src="cid:([^"]+)"/g, (_, cid: string) => {
          const picture = mail.inline.get(cid);
          return `src="data:${picture?.contentType};base64,${picture?.content.toString('base64')}"`;
        });
        await page.goto('about:blank');
        await page.setContent(shown);
        await expect
          .poll(() =>
            page.evaluate(() =>
              Array.from(document.images).map((image) => image.complete && image.naturalWidth > 0),
            ),
          )
          .toEqual([true, true, true]);
        await page.getByRole('link', { name: item.title, exact: true }).click();
        await expect.poll(() => page.url()).toBe(itemUrl.href);

        // The item opens as the e-mail's picture showed it: the kit's logo and banner.
        await expect
          .poll(() =>
            overlayColours(
              page.getByRole('img', { name: `${item.title} with your logo and banner` }),
            ),
          )
          .toEqual({ logo: true, text: true });
        if (width < 768) await page.getByRole('button', { name: 'Edit design' }).click();
        await expect.poll(() => page.getByLabel('Banner text').inputValue()).toBe(BANNER);
        await page.getByRole('button', { name: 'Use this logo', pressed: true }).waitFor();
        expect(errors).toEqual([]);
        // Sent once, though both the operator's run and the scheduler's tick had the slot.
        expect(remindersTo(user.email)).toHaveLength(1);
      } finally {
        await writeFile(clockFile, '0');
        await context.close();
      }
    });
  }
});
