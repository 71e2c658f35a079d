import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { consoleNav, consoleNavLabels } from './support/console-nav';
import { adminCookie, asAdmin, makeEditor } from './support/operators';
import {
  openPage,
  overflowsSideways,
  seriousAxeViolations,
  signUpOverApi,
  stamp,
  type TestUser,
  WIDTHS,
} from './support/pages';

const pathOf = (page: Page) => new URL(page.url()).pathname;

let browser: Browser;
let admin: string;
let user: TestUser;
let editor: TestUser;
/** Categories this file made, deleted at the end (the server is shared with the other files). */
const made = new Set<string>();

beforeAll(async () => {
  [browser, admin, user, editor] = await Promise.all([
    launchBrowser(),
    adminCookie(),
    signUpOverApi('Console User'),
    signUpOverApi('Console Editor'),
  ]);
  await makeEditor(editor);
});
afterAll(async () => {
  await removeMade();
  await browser?.close();
});

/** Deletes what this file added, so the next width (and the other files) see the seeded catalog. */
async function removeMade(): Promise<void> {
  for (const id of made) {
    const { data } = (await (
      await fetch(`${stamp().url}/api/v1/user/subcategories/${id}`)
    ).json()) as { data?: { _id: string }[] };
    for (const sub of data ?? []) await asAdmin('DELETE', `/admin/subcategories/${sub._id}`);
    await asAdmin('DELETE', `/admin/categories/${id}`).catch(() => undefined);
    made.delete(id);
  }
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

const category = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Categories', exact: true })
    .getByRole('listitem', { name, exact: true });

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
}

async function orderOf(list: Locator, names: string[]): Promise<string[]> {
  const text = (await list.textContent()) ?? '';
  return names
    .filter((name) => text.includes(name))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

describe.each(WIDTHS)('the operator console at %i px', (width) => {
  it('lets an admin build, rename, reorder and delete categories, seen on the public pages', async () => {
    const { page, context, errors } = await openPage(browser, width, { cookie: admin });
    try {
      const unique = randomBytes(3).toString('hex');
      const first = `Console ${unique} One`;
      const renamed = `Console ${unique} First`;
      const second = `Console ${unique} Two`;
      const subA = `Sub ${unique} A`;
      const subB = `Sub ${unique} B`;

      // In through the header's entry, which lands on the first section (an admin's Dashboard),
      // then to the catalog through the console's navigation.
      await page.goto('/');
      await page.getByRole('link', { name: 'Admin' }).click();
      await expect.poll(() => pathOf(page)).toBe('/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expect
        .poll(() => consoleNavLabels(page, width))
        .toEqual([
          'Dashboard',
          'Catalog',
          'Festivals',
          'Media',
          'Site',
          'Plans',
          'Users',
          'Inbox',
          'Audit log',
        ]);
      await (await consoleNav(page, width)).getByRole('link', { name: 'Catalog' }).click();
      await expect.poll(() => pathOf(page)).toBe('/admin/catalog');
      const catalogTitle = page.getByRole('heading', { level: 1, name: 'Catalog' });
      // A link led here: focus is on the new page's title, as a screen reader user expects.
      await expect
        .poll(() => catalogTitle.evaluate((node) => node === document.activeElement))
        .toBe(true);
      // Loaded: the new-category form starts afresh when the list arrives.
      await page.getByRole('list', { name: 'Categories', exact: true }).waitFor();

      // Two categories (added at the end of the list) and two sub-categories in the first.
      for (const name of [first, second]) {
        await page.getByRole('textbox', { name: 'Category name' }).fill(name);
        await page.getByRole('button', { name: 'Add category' }).click();
        await category(page, name).waitFor();
      }
      await toast(page, 'Category created');
      for (const name of [subA, subB]) {
        await page.getByRole('button', { name: `Add sub-category to ${first}` }).click();
        await page.getByRole('textbox', { name: `New sub-category of ${first}` }).fill(name);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await category(page, first).getByText(name, { exact: true }).waitFor();
      }
      const ids = (await asAdmin('GET', '/user/categories')) as { _id: string; name: string }[];
      for (const c of ids.filter((c) => c.name === first || c.name === second)) made.add(c._id);

      // Rename in place, from the keyboard: Enter opens the field, Enter saves, and focus comes
      // back to the row's Rename button.
      await page.getByRole('button', { name: `Rename ${first}` }).focus();
      await page.keyboard.press('Enter');
      const nameBox = page.getByRole('textbox', { name: `New name for ${first}` });
      await expect
        .poll(() => nameBox.evaluate((node) => node === document.activeElement))
        .toBe(true);
      await nameBox.fill(renamed);
      await page.keyboard.press('Enter');
      await category(page, renamed).waitFor();
      await toast(page, 'Category renamed');
      const renameAgain = page.getByRole('button', { name: `Rename ${renamed}` });
      await expect
        .poll(() => renameAgain.evaluate((node) => node === document.activeElement))
        .toBe(true);

      // Reorder with the keyboard's buttons: the second category before the renamed one, and
      // sub-category B before A.
      // At the top of the two, its Move up stays focused (disabled only for assistive technology).
      const moveUp = page.getByRole('button', { name: `Move ${second} up` });
      await moveUp.click();
      await toast(page, 'Categories reordered');
      const list = page.getByRole('list', { name: 'Categories', exact: true });
      await expect.poll(() => orderOf(list, [renamed, second])).toEqual([second, renamed]);
      expect(await moveUp.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: `Move ${subB} up` }).click();
      await toast(page, 'Sub-categories reordered');
      await expect.poll(() => orderOf(list, [subA, subB])).toEqual([subB, subA]);
      await checkPage(page, errors);

      // The public pages show the new name and both orders.
      await category(page, renamed)
        .getByRole('link', { name: `Open the public page of ${renamed}` })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      const tiles = page.getByRole('main');
      await expect.poll(() => orderOf(tiles, [subA, subB])).toEqual([subB, subA]);
      await page.goto('/');
      const home = page.getByRole('region', { name: 'Our Categories' });
      await home.getByText(renamed).waitFor();
      expect(await orderOf(home, [renamed, second])).toEqual([second, renamed]);
      expect(await home.getByText(first, { exact: true }).count()).toBe(0);

      // With a mouse, dragging a row onto another puts it in that one's place.
      await page.goto('/admin/catalog');
      if (width >= 768) {
        const subs = page.getByRole('list', { name: `Sub-categories of ${renamed}` });
        const row = (name: string) => subs.getByRole('listitem').filter({ hasText: name });
        await row(subA).dragTo(row(subB));
        await expect.poll(() => orderOf(subs, [subA, subB])).toEqual([subA, subB]);
        await toast(page, 'Sub-categories reordered');
      }

      // Delete: the empty category after confirming; the one with sub-categories is refused,
      // with the reason in the dialog.
      await page.getByRole('button', { name: `Delete ${second}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await toast(page, 'Category deleted');
      await expect.poll(() => category(page, second).count()).toBe(0);
      // Its row is gone, so focus is on the page's title rather than nowhere.
      const title = page.getByRole('heading', { level: 1, name: 'Catalog' });
      await expect.poll(() => title.evaluate((node) => node === document.activeElement)).toBe(true);

      await page.getByRole('button', { name: `Delete ${renamed}` }).click();
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toContain('still has 2 sub-categories');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await category(page, renamed).waitFor();
      // The browser logs the refused request itself; that refusal was the point.
      const refused = errors.findIndex((error) => error.includes('status of 409'));
      expect(refused).toBeGreaterThan(-1);
      errors.splice(refused, 1);
      await checkPage(page, errors);
    } finally {
      await context.close();
      await removeMade();
    }
  });

  it('edits the top banner on the Site page, seen on the public pages, with the default when empty', async () => {
    const { page, context, errors } = await openPage(browser, width, { cookie: admin });
    try {
      await page.goto('/admin/catalog');
      await page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
      await (await consoleNav(page, width)).getByRole('link', { name: 'Site' }).click();
      const title = page.getByRole('heading', { level: 1, name: 'Site' });
      await title.waitFor();
      // Focus moves to the new page's title, so a screen reader announces it.
      await expect.poll(() => title.evaluate((node) => node === document.activeElement)).toBe(true);

      const field = page.getByRole('textbox', { name: 'Banner text' });
      // A fresh site shows the default; the server answers it as the text when none is set.
      const original = await field.inputValue();
      expect(original).toBe('Stamp Your Identity');
      const preview = page.getByText('Preview').locator('xpath=following-sibling::div[1]');
      // Still holding the default's words: other files look for them on the home page meanwhile.
      const text = `Stamp Your Identity: ${width} px`;
      await field.fill(text);
      await expect.poll(() => preview.textContent()).toBe(text);
      await page.getByRole('button', { name: 'Save banner' }).click();
      await toast(page, 'Top banner updated');
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expect.poll(() => banner.textContent()).toContain(text);

      // Cleared, the field shows what visitors will see: the default.
      await page.goto('/admin/site');
      await field.fill('');
      await expect.poll(() => preview.textContent()).toBe('Stamp Your Identity');
      expect(await page.getByRole('button', { name: 'Save banner' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Use the default' }).click();
      await page.getByRole('button', { name: 'Save banner' }).click();
      await toast(page, 'Top banner updated');
      await expect.poll(() => field.inputValue()).toBe('Stamp Your Identity');
      await checkPage(page, errors);
    } finally {
      await context.close();
    }
  });

  it('refuses a plain user, sends a visitor to log in and back, gives an editor the editor sections', async () => {
    const plain = await openPage(browser, width, { cookie: user.cookie });
    try {
      await plain.page.goto('/');
      await plain.page.getByRole('link', { name: 'Your profile' }).waitFor();
      expect(await plain.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
      await plain.page.goto('/admin/catalog');
      await plain.page
        .getByRole('heading', { level: 1, name: 'Only operators can use the console' })
        .waitFor();
      await checkPage(plain.page, plain.errors);
    } finally {
      await plain.context.close();
    }

    const visitor = await openPage(browser, width);
    try {
      await visitor.page.goto('/admin/site');
      await expect.poll(() => pathOf(visitor.page)).toBe('/login');
      // The editor's own account: the shared operator's logins are counted by every test file.
      await visitor.page.getByLabel('Email Address').fill(editor.email);
      await visitor.page.getByLabel('Password', { exact: true }).fill(editor.password);
      await visitor.page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => pathOf(visitor.page)).toBe('/admin/site');
      await visitor.page.getByRole('heading', { level: 1, name: 'Site' }).waitFor();
    } finally {
      await visitor.context.close();
    }

    const staff = await openPage(browser, width, { cookie: editor.cookie });
    try {
      await staff.page.goto('/');
      await staff.page.getByRole('link', { name: 'Admin' }).click();
      await staff.page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
      // The editor's sections only; an admin's (Users, Plans, the dashboard) are not offered.
      await expect
        .poll(() => consoleNavLabels(staff.page, width))
        .toEqual(['Catalog', 'Festivals', 'Media', 'Site', 'Inbox']);
      await staff.page.goto('/admin/users');
      await staff.page
        .getByRole('heading', { level: 1, name: 'Only an admin can open Users' })
        .waitFor();
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
