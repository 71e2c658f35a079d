import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countdownLabel } from '../apps/web/src/features/calendar/lib/countdown';
import { daysFrom, formatMonth } from '../apps/web/src/features/calendar/lib/days';
import { launchBrowser } from './support/browser';
import { adminCookie, asAdmin } from './support/operators';
import { openPage, signUpOverApi, stamp, WIDTHS } from './support/pages';

/**
 * The festival calendar in the browser: the home page's Upcoming row, /calendar's month grid
 * (laptop) and agenda (phone), its filters and day panel, and "Remind me" from a visitor's login
 * to a choice that survives a reload. The server runs on the real clock, so the festival under
 * test is the first one the API itself lists as upcoming, whatever today is; it is linked to the
 * seeded Holi collection (whose one design is on no other row of the home page) and unlinked after.
 */

interface ApiFestival {
  _id: string;
  name: string;
  kind: 'festival' | 'national' | 'global';
  regions: string[];
  date: string;
  endDate: string | null;
  daysAway: number;
}

let browser: Browser;
let festival: ApiFestival;
let today: string;
let linkedBefore: string | null = null;

const holi = () => {
  const sub = stamp().catalog.subCategories.find((s) => s.name === 'Holi');
  const item = stamp().catalog.media.find((m) => m.title === 'Holi Colours Greeting');
  if (!sub || !item) throw new Error('the seeded catalog has no Holi collection');
  return { sub, item };
};

beforeAll(async () => {
  browser = await launchBrowser();
  const answer = (await (
    await fetch(`${stamp().url}/api/v1/user/festivals/upcoming?days=30`)
  ).json()) as { data: ApiFestival[]; today: string };
  const first = answer.data[0];
  if (!first) throw new Error(`nothing is upcoming in the 30 days from ${answer.today}`);
  festival = first;
  today = answer.today;
  const admin = (await asAdmin('GET', '/admin/festivals')) as {
    _id: string;
    subCategory: { _id: string } | null;
  }[];
  linkedBefore = admin.find((f) => f._id === festival._id)?.subCategory?._id ?? null;
  await asAdmin('PUT', `/admin/festivals/${festival._id}`, { subCategoryId: holi().sub.id });
});

afterAll(async () => {
  if (festival) {
    await asAdmin('PUT', `/admin/festivals/${festival._id}`, { subCategoryId: linkedBefore });
  }
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).searchParams;
const month = () => festival.date.slice(0, 7);
/** "8 November": how a day's button starts its name. */
const dayName = (day: string) =>
  `${Number(day.slice(8))} ${new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`))}`;
const label = () => {
  const lastDayAway = festival.endDate
    ? festival.daysAway + daysFrom(festival.date, festival.endDate)
    : festival.daysAway;
  return countdownLabel(festival.daysAway, lastDayAway);
};

describe('the home page’s Upcoming row', () => {
  for (const width of WIDTHS) {
    it(`shows the coming festivals with a countdown, a date and their designs (${width} px)`, async () => {
      const { context, page, errors } = await openPage(browser, width);
      try {
        await page.goto('/');
        const row = page.getByRole('region', { name: 'Upcoming' });
        const entry = row.getByRole('article', { name: startsWith(festival.name) });
        await entry.waitFor();
        expect(await entry.textContent()).toContain(label());
        expect(await entry.locator('time').getAttribute('datetime')).toBe(festival.date);
        const card = entry.getByRole('link', { name: /Holi Colours Greeting/ });
        expect(await card.getAttribute('href')).toBe(`/${holi().item.id}`);

        await row.getByRole('link', { name: 'See calendar' }).click();
        await expect.poll(() => pathOf(page)).toBe('/calendar');
        await page.getByRole('heading', { level: 1, name: 'Festival calendar' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('/calendar', () => {
  it('shows the month as a grid on a laptop, with filters in the address and a day’s panel', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      await page.goto(`/calendar?month=${month()}`);
      await page.getByRole('heading', { level: 2, name: formatMonth(month()) }).waitFor();
      const grid = page.getByRole('table', { name: formatMonth(month()) });
      const day = grid.getByRole('button', { name: startsWith(`${dayName(festival.date)},`) });
      await expect.poll(() => day.textContent()).toContain(festival.name);
      expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      if (month() === today.slice(0, 7)) {
        const todays = grid.locator('[aria-current="date"]');
        expect(await todays.getAttribute('data-day')).toBe(today);
      }

      // The arrow keys move between days.
      await day.focus();
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')))
        .toBe(shift(festival.date, -1));
      await page.keyboard.press('ArrowRight');

      // A kind filter that leaves the festival out, then every kind again (clicked, not
      // check(): the radio shows its state once the address has changed, a moment later).
      const other = festival.kind === 'festival' ? 'Global days' : 'Festivals';
      await page.getByRole('radio', { name: other }).click();
      await expect
        .poll(() => searchOf(page).get('kind'))
        .toBe(other === 'Festivals' ? 'festival' : 'global');
      await expect.poll(() => day.textContent()).not.toContain(festival.name);
      await page.getByRole('radio', { name: 'All kinds' }).click();
      await expect.poll(() => searchOf(page).has('kind')).toBe(false);
      await expect.poll(() => day.textContent()).toContain(festival.name);

      // A region keeps its own festivals and those observed across India.
      await page.getByLabel('Region', { exact: true }).selectOption('kerala');
      await expect.poll(() => searchOf(page).get('region')).toBe('kerala');
      const inKerala = festival.regions.length === 0 || festival.regions.includes('kerala');
      if (inKerala) await expect.poll(() => day.textContent()).toContain(festival.name);
      else await expect.poll(() => day.textContent()).not.toContain(festival.name);
      await page.getByLabel('Region', { exact: true }).selectOption('');
      await expect.poll(() => searchOf(page).has('region')).toBe(false);

      // The day's panel: its festivals, their designs and "Remind me".
      await day.click();
      const panel = page.getByRole('dialog');
      await panel.getByRole('heading', { level: 3, name: festival.name }).waitFor();
      expect(searchOf(page).get('day')).toBe(festival.date);
      const remind = panel.getByRole('button', { name: `Remind me of ${festival.name}` });
      expect(await remind.getAttribute('aria-pressed')).toBe('false');
      const card = panel.getByRole('link', { name: /Holi Colours Greeting/ });
      expect(await card.getAttribute('href')).toBe(`/${holi().item.id}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => searchOf(page).has('day')).toBe(false);
      // Focus is back on the day.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')))
        .toBe(festival.date);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the month’s festivals by date on a phone, and opens a day from the list', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      // A bad month falls back to the current one.
      await page.goto('/calendar?month=2026-13');
      await page.getByRole('heading', { level: 2, name: formatMonth(today.slice(0, 7)) }).waitFor();

      await page.goto(`/calendar?month=${month()}`);
      const agenda = page.getByRole('list', { name: `Festivals in ${formatMonth(month())}` });
      await agenda.waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await agenda.getByRole('button', { name: startsWith(festival.name) }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('heading', { level: 3, name: festival.name }).waitFor();
      await sheet.getByRole('link', { name: /Holi Colours Greeting/ }).waitFor();
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => sheet.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a visitor’s "Remind me" through login and back, saved and pressed after a reload', async () => {
    const user = await signUpOverApi('Reminder');
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      const address = `/calendar?month=${month()}&day=${festival.date}`;
      await page.goto(address);
      const remind = () =>
        page.getByRole('dialog').getByRole('button', { name: `Remind me of ${festival.name}` });
      await remind().click();
      await expect.poll(() => pathOf(page)).toBe('/login');

      await page.getByLabel('Email Address').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      // Back on the same month and day, with the reminder on.
      await expect.poll(() => pathOf(page) + new URL(page.url()).search).toBe(address);
      await expect.poll(() => remind().getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const answer = await fetch('/api/v1/user/reminders').then((r) => r.json());
            return answer.data.festivalIds as string[];
          }),
        )
        .toEqual([festival._id]);

      await page.reload();
      await expect.poll(() => remind().getAttribute('aria-pressed')).toBe('true');

      // And off again, which a reload keeps too.
      await remind().click();
      await expect.poll(() => remind().getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(() =>
          page.evaluate(() =>
            fetch('/api/v1/user/reminders')
              .then((r) => r.json())
              .then((answer) => (answer.data.festivalIds as string[]).length),
          ),
        )
        .toBe(0);
      await page.reload();
      await expect.poll(() => remind().getAttribute('aria-pressed')).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps "All festivals in my region" for a signed-in user, on the calendar and the account page', async () => {
    const user = await signUpOverApi('Region');
    const { context, page, errors } = await openPage(browser, 390, { cookie: user.cookie });
    try {
      await page.goto('/calendar?region=kerala');
      const region = page.getByRole('switch', { name: 'All festivals in my region' });
      await expect.poll(() => region.isEnabled()).toBe(true);
      expect(await region.getAttribute('aria-checked')).toBe('false');
      await region.click();
      await expect.poll(() => region.getAttribute('aria-checked')).toBe('true');
      await page.reload();
      await expect.poll(() => region.getAttribute('aria-checked')).toBe('true');

      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Festival reminders' });
      await section.getByRole('switch', { name: 'All festivals in my region' }).waitFor();
      expect(await section.getByLabel('Your region').inputValue()).toBe('kerala');
      const feed = section.getByLabel('Your private calendar feed link');
      const before = await feed.inputValue();
      expect(before).toMatch(/\/api\/v1\/calendar\/[^/]+\.ics$/);
      await section.getByRole('button', { name: 'Get a new link' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Get a new link' }).click();
      await expect.poll(() => feed.inputValue()).not.toBe(before);
      expect((await fetch(before)).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the console’s Festivals section', () => {
  it('finds a festival by name and links or unlinks its sub-category', async () => {
    const { context, page, errors } = await openPage(browser, 1280, {
      cookie: await adminCookie(),
    });
    const linked = async () => {
      const rows = (await asAdmin('GET', '/admin/festivals')) as {
        _id: string;
        subCategory: { _id: string } | null;
      }[];
      return rows.find((row) => row._id === festival._id)?.subCategory?._id ?? null;
    };
    try {
      await page.goto('/admin/festivals');
      await page.getByRole('heading', { level: 1, name: 'Festivals' }).waitFor();
      await page.getByLabel('Filter festivals').fill(festival.name);
      const picker = page.getByLabel(`Sub-category for ${festival.name}`, { exact: true });
      await expect.poll(() => picker.inputValue()).toBe(holi().sub.id);

      await picker.selectOption('');
      await page.getByText(`${festival.name} is no longer linked`).waitFor();
      await expect.poll(linked).toBeNull();
      await picker.selectOption(holi().sub.id);
      await page.getByText(`${festival.name} now shows Holi designs`).waitFor();
      await expect.poll(linked).toBe(holi().sub.id);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
