import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from './support/browser';
import { consoleNav } from './support/console-nav';
import { adminCookie, asAdmin, makeEditor } from './support/operators';
import {
  openPage,
  overflowsSideways,
  seriousAxeViolations,
  signUpOverApi,
  stamp,
  type TestUser,
  WIDTHS,
  type Width,
} from './support/pages';

/**
 * The console's people side as an admin uses it (users, plans, the inbox, the dashboard, the
 * audit log), and as an editor is refused it. Every write goes through the pages; the audit log
 * must then list each of them.
 */

const pathOf = (page: Page) => new URL(page.url()).pathname;

let browser: Browser;
let admin: string;
let editor: TestUser;
/** Accounts this file signed up (the dashboard counts at least these). */
let signedUp = 0;

beforeAll(async () => {
  [browser, admin, editor] = await Promise.all([
    launchBrowser(),
    adminCookie(),
    signUpOverApi('People Editor'),
  ]);
  signedUp += 1;
  await makeEditor(editor);
});
afterAll(async () => {
  await browser?.close();
});

async function openSection(page: Page, width: Width, label: string): Promise<void> {
  // The phone menu closes whenever the console renders its frame again (seen twice in full runs:
  // opened, then closed before the tap); opened again, as a person would, until the tap lands.
  await vi.waitFor(
    async () => {
      const nav = await consoleNav(page, width);
      await nav.getByRole('link', { name: label, exact: true }).click({ timeout: 3_000 });
    },
    { timeout: 30_000, interval: 200 },
  );
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** What every console page owes: one main and one h1, no sideways scroll, no serious axe finding. */
async function checkPage(page: Page, errors: string[]): Promise<void> {
  // A closing dialog still hides the page from the accessibility tree: wait until it is gone.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('main').count()).toBe(1);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await overflowsSideways(page), 'the page scrolls sideways').toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}

/** A radio drawn as a segment: the input is visually hidden, so the hand presses its label. */
async function chooseRadio(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/**
 * A page as an operator with reduced motion has it: toasts appear at once, so axe reads their
 * colours, not a frame of their fade-in.
 */
async function openConsole(width: Width, cookie: string) {
  const opened = await openPage(browser, width, { cookie });
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
}

/** Drops the browser's own log line of a refusal the test asked for (a 403 login). */
function expectRefusalLogged(errors: string[], status: number): void {
  const index = errors.findIndex((error) => error.includes(`status of ${status}`));
  expect(index, `a ${status} in the console`).toBeGreaterThan(-1);
  errors.splice(index, 1);
}

async function userIdOf(user: TestUser): Promise<string> {
  const me = await fetch(`${stamp().url}/api/v1/user/get-user`, {
    headers: { cookie: user.cookie },
  });
  return ((await me.json()) as { data: { _id: string } }).data._id;
}

interface AuditRow {
  action: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(WIDTHS)('the console’s people pages at %i px', (width) => {
  let target: TestUser;
  let targetId: string;
  let messageId: string;
  let premiumDaily: { before: number; after: number };
  const subject = `People ${width} ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    target = await signUpOverApi(`People Target ${width}`);
    signedUp += 1;
    targetId = await userIdOf(target);
    const address = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    const sent = await fetch(`${stamp().url}/api/v1/user/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'Asha Kulkarni',
        email: 'asha@kulkarni-sweets.test',
        subject,
        message: 'The logo looks blurry on the Diwali reel. Which size should I upload?',
        inquiryType: 'support',
      }),
    });
    expect(sent.ok).toBe(true);
    const inbox = (await asAdmin('GET', '/admin/inbox/messages?status=all&pageSize=100')) as {
      items: { _id: string; subject: string }[];
    };
    const message = inbox.items.find((m) => m.subject === subject);
    if (!message) throw new Error('the contact message did not reach the inbox');
    messageId = message._id;
  });

  it('finds a user by e-mail, grants a membership, makes them an editor and back, disables and enables them', async () => {
    const { page, context, errors } = await openConsole(width, admin);
    // The user, signed in in their own browser meanwhile.
    const own = await openPage(browser, width, { cookie: target.cookie });
    try {
      await own.page.goto('/profile');
      await own.page.getByRole('heading', { level: 1, name: target.name }).waitFor();

      await page.goto('/admin');
      await expect.poll(() => pathOf(page)).toBe('/admin/dashboard');
      await openSection(page, width, 'Users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
      // Debounced into the address, then asked of the server.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(target.email);
      await expect.poll(() => page.getByRole('link', { name: target.name }).count()).toBe(1);
      await page.getByText('1 account matches').waitFor();
      await checkPage(page, errors);
      await page.getByRole('link', { name: target.name }).click();
      await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
      expect(pathOf(page)).toBe(`/admin/users/${targetId}`);

      // A support grant of 30 days of Pro.
      const membership = page.getByRole('region', { name: 'Membership' });
      await membership.getByRole('button', { name: 'Grant membership' }).click();
      const dialog = page.getByRole('dialog', { name: 'Grant a membership' });
      await dialog.getByRole('combobox', { name: 'Plan' }).selectOption('pro');
      await dialog.getByRole('spinbutton', { name: 'Days' }).fill('30');
      await dialog.getByRole('button', { name: 'Grant membership' }).click();
      await toast(page, 'Membership granted');
      await expect.poll(() => dialog.count()).toBe(0);
      await membership.getByText('Pro · active').waitFor();
      await membership.getByRole('button', { name: 'Extend membership' }).waitFor();

      // Editor and back; an admin's own account offers no such change, and says why.
      const access = page.getByRole('region', { name: 'Access' });
      await access.getByRole('button', { name: 'Make an editor' }).click();
      await toast(page, 'Made an editor');
      await access.getByText('Editor', { exact: true }).waitFor();
      await access.getByRole('button', { name: 'Make a user again' }).click();
      await toast(page, 'No longer an editor');
      await access.getByRole('button', { name: 'Make an editor' }).waitFor();
      await checkPage(page, errors);

      // Disabled: the dialog says the sessions end; the user's open page is sent to log in on
      // its next request, and their login is refused with the server's words.
      await access.getByRole('button', { name: 'Disable account' }).click();
      const confirm = page.getByRole('dialog', { name: `Disable ${target.name}?` });
      expect(await confirm.textContent()).toContain('Every session of this account ends now');
      await confirm.getByRole('button', { name: 'Disable account' }).click();
      await toast(page, 'Account disabled: every session has ended');
      await access.getByText('Disabled', { exact: true }).waitFor();

      await own.page.reload();
      await expect.poll(() => pathOf(own.page)).toBe('/login');
      await own.page.getByLabel('Email Address').fill(target.email);
      await own.page.getByLabel('Password', { exact: true }).fill(target.password);
      await own.page.getByRole('button', { name: 'Login' }).click();
      await expect
        .poll(() =>
          own.page.getByRole('alert').filter({ hasText: 'disabled' }).first().textContent(),
        )
        .toMatch(/^This account has been disabled\. Write to .+ if you think this is a mistake\.$/);
      expectRefusalLogged(own.errors, 403);

      await access.getByRole('button', { name: 'Enable account' }).click();
      await page
        .getByRole('dialog', { name: `Enable ${target.name}?` })
        .getByRole('button', { name: 'Enable account' })
        .click();
      await toast(page, 'Account enabled');
      await access.getByText('Active', { exact: true }).waitFor();
      await checkPage(page, errors);

      // Back in: the same login now goes through to the profile.
      await own.page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => pathOf(own.page)).not.toBe('/login');
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
      await context.close();
    }
  }, 120_000);

  it("edits a plan's daily allowance and sees it saved", async () => {
    const { page, context, errors } = await openConsole(width, admin);
    try {
      await page.goto('/admin/plans');
      await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
      await page.getByText('A new price applies to new subscriptions only.').waitFor();
      // Premium: the other browser tests buy and download on Pro, whose allowance stays put.
      const premium = page.getByRole('region', { name: 'Premium' });
      const field = premium.getByRole('spinbutton', { name: 'Downloads a day' });
      const before = Number(await field.inputValue());
      const after = before >= 999 ? before - 1 : before + 1;
      premiumDaily = { before, after };
      await field.fill(String(after));
      await premium.getByRole('button', { name: 'Save Premium' }).click();
      await toast(page, 'Plan saved');
      await premium
        .getByRole('status')
        .getByText(`get ${after} downloads a day from their next refill`)
        .waitFor();
      await checkPage(page, errors);

      // Saved: a fresh page reads it back from the server.
      await page.reload();
      await expect.poll(() => field.inputValue()).toBe(String(after));
      await premium.getByText(`${after} downloads a day`, { exact: false }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('marks an inbox message handled and exports the messages as CSV', async () => {
    const { page, context, errors } = await openConsole(width, admin);
    try {
      await page.goto('/admin/catalog');
      await openSection(page, width, 'Inbox');
      const card = page.getByRole('article', { name: `${subject} — Asha Kulkarni` });
      await card.waitFor();
      // On a phone a tap opens the whole message, with a reply in the mail app.
      await card.getByRole('button', { name: new RegExp(subject) }).click();
      await card.getByText('Which size should I upload?').waitFor();
      expect(await card.getByRole('link', { name: /Reply/ }).getAttribute('href')).toBe(
        `mailto:asha@kulkarni-sweets.test?subject=${encodeURIComponent(`Re: ${subject}`)}`,
      );
      await checkPage(page, errors);

      // Optimistic, with a way back: a refused mark shows at once, then goes back, with the
      // server's words in a toast.
      const handledRoute = `**/api/v1/admin/inbox/messages/${messageId}/handled`;
      await page.route(handledRoute, (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'Refused by the test',
            code: 'CONFLICT',
          }),
        }),
      );
      await card.getByRole('button', { name: /^Mark handled/ }).click();
      await toast(page, 'Refused by the test');
      await card.getByRole('button', { name: /^Mark handled/ }).waitFor();
      expect(await card.getByText('New', { exact: true }).count()).toBe(1);
      expectRefusalLogged(errors, 409);
      await page.unroute(handledRoute);

      await card.getByRole('button', { name: /^Mark handled/ }).click();
      await toast(page, 'Marked handled');
      // Unhandled is the default filter: the message leaves it, and is under Handled.
      await expect.poll(() => card.count()).toBe(0);
      await chooseRadio(page.getByRole('radio', { name: 'Handled', exact: true }));
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('handled');
      await card.getByText('Handled', { exact: true }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /^Export CSV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe('Received,Name,Email,Type,Subject,Message,Handled');
      expect(rows.some((row) => row.includes(subject))).toBe(true);
      await checkPage(page, errors);
    } finally {
      await context.close();
    }
  });

  it('shows the dashboard with figures that match, and its charts drawn', async () => {
    const { page, context, errors } = await openConsole(width, admin);
    try {
      const signups = page
        .getByRole('term')
        .filter({ hasText: /^Sign-ups$/ })
        .locator('xpath=following-sibling::dd[1] | preceding-sibling::dd[1]')
        .first();
      // Other files sign people up meanwhile: the page must show what the server counts when it
      // loads, and that includes everyone this file signed up.
      await expect
        .poll(async () => {
          await page.goto('/admin/dashboard');
          await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
          const shown = Number(((await signups.textContent()) ?? '').replace(/,/g, ''));
          const answer = (await asAdmin('GET', '/admin/dashboard?days=30')) as {
            signups: { total: number };
          };
          return shown === answer.signups.total && shown >= signedUp;
        })
        .toBe(true);
      const members = (await asAdmin('GET', '/admin/dashboard?days=30')) as {
        activeMembers: { count: number }[];
      };
      expect(members.activeMembers.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);

      const chart = page.getByRole('figure', { name: 'Sign-ups' });
      await expect
        .poll(() => chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width))
        .toBeGreaterThan(100);
      // Its text alternative: a row per day of the window.
      expect(await chart.getByRole('table').getByRole('row').count()).toBe(30 + 1);
      await page.getByRole('figure', { name: 'Revenue' }).locator('canvas').waitFor();
      await page.getByRole('list', { name: 'Membership funnel' }).waitFor();
      await checkPage(page, errors);

      await chooseRadio(page.getByRole('radio', { name: '7 days' }));
      await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
      await expect.poll(() => chart.getByRole('table').getByRole('row').count()).toBe(7 + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists every write this test made in the audit log, with the fields before and after', async () => {
    // What the server holds, first: every write of this width, newest first.
    const log = async (query: string) =>
      ((await asAdmin('GET', `/admin/audit?${query}`)) as { items: AuditRow[] }).items;
    expect((await log(`targetId=${targetId}`)).map((e) => e.action)).toEqual([
      'user.enable',
      'user.disable',
      'user.role',
      'user.role',
      'membership.grant',
    ]);
    expect((await log(`targetId=${messageId}`)).map((e) => e.action)).toEqual(['inbox.handle']);
    const [plan] = await log('targetType=plan&targetId=premium');
    expect(plan?.before).toEqual({ dailyDownloads: premiumDaily.before });
    expect(plan?.after).toEqual({ dailyDownloads: premiumDaily.after });

    const { page, context, errors } = await openConsole(width, admin);
    try {
      await page.goto('/admin/catalog');
      await openSection(page, width, 'Audit log');
      // On a phone the filters wait behind their button.
      if (width < 768) await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('form', { name: 'Filter the audit log' });
      await filters.getByLabel('Target id').fill(targetId);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('targetId')).toBe(targetId);
      const entries = page
        .getByRole('list', { name: 'Changes, newest first' })
        .getByRole('article');
      // Polled: the previous list stays on screen until the filtered one arrives.
      const titles = () =>
        entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      await expect
        .poll(titles)
        .toEqual([
          'Enabled an account by ops@e2e.test',
          'Disabled an account by ops@e2e.test',
          'Changed a role by ops@e2e.test',
          'Changed a role by ops@e2e.test',
          'Granted a membership by ops@e2e.test',
        ]);
      // The first role change, as a readable diff: role user → editor.
      const role = entries.nth(3).getByRole('row', { name: /^role/ });
      expect((await role.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
        'user',
        'editor',
      ]);
      await checkPage(page, errors);

      // The plan's change and the message's, each by its own filters.
      await filters.getByLabel('Target id').fill('premium');
      await filters.getByLabel('Target type').fill('plan');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const planEntry = entries.first();
      await expect
        .poll(() => planEntry.getAttribute('aria-label'))
        .toBe('Changed a plan by ops@e2e.test');
      const daily = planEntry.getByRole('row', { name: /^dailyDownloads/ });
      expect((await daily.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
        String(premiumDaily.before),
        String(premiumDaily.after),
      ]);

      await filters.getByLabel('Target type').fill('');
      await filters.getByLabel('Target id').fill(messageId);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect.poll(titles).toEqual(['Marked handled by ops@e2e.test']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // The plan as it was, for whoever runs next (the console's own audit entry aside).
      await asAdmin('PATCH', '/admin/plans/premium', { dailyDownloads: premiumDaily.before });
    }
  });

  it('refuses an editor Users and Plans, in the console and the API', async () => {
    const { page, context, errors } = await openConsole(width, editor.cookie);
    try {
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
      const nav = await consoleNav(page, width);
      const labels = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
      expect(labels).toContain('Inbox');
      for (const adminOnly of ['Dashboard', 'Plans', 'Users', 'Audit log']) {
        expect(labels).not.toContain(adminOnly);
      }
      for (const [path, label] of [
        ['/admin/users', 'Users'],
        ['/admin/plans', 'Plans'],
      ]) {
        await page.goto(path ?? '');
        await page
          .getByRole('heading', { level: 1, name: `Only an admin can open ${label}` })
          .waitFor();
        await checkPage(page, errors);
      }
    } finally {
      await context.close();
    }
    const asEditor = (method: string, path: string, body?: unknown) =>
      fetch(`${stamp().url}/api/v1${path}`, {
        method,
        headers: {
          cookie: editor.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => r.status);
    expect(await asEditor('GET', '/admin/users')).toBe(403);
    expect(await asEditor('GET', `/admin/users/${targetId}`)).toBe(403);
    expect(await asEditor('GET', '/admin/plans')).toBe(403);
    expect(await asEditor('PATCH', '/admin/plans/pro', { dailyDownloads: 999 })).toBe(403);
    expect(await asEditor('GET', '/admin/inbox/messages')).toBe(200);
  });
});
