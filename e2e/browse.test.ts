import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage, stamp } from './support/pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function seeded() {
  const { catalog } = stamp();
  const find = <T extends { name?: string; title?: string }>(list: T[], key: string) => {
    const found = list.find((entry) => entry.name === key || entry.title === key);
    if (!found) throw new Error(`${key} is not in the seeded catalog`);
    return found;
  };
  return {
    festivals: find(catalog.categories, 'Festivals'),
    diwali: find(catalog.subCategories, 'Diwali'),
    wishes: find(catalog.media, 'Happy Diwali Wishes'),
  };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe('browsing the catalog', () => {
  it('goes from home to a category, a collection and a design by clicking', async () => {
    const { festivals, diwali, wishes } = seeded();
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      await page.goto('/');
      const categories = page.getByRole('region', { name: 'Our Categories' });
      await categories.getByRole('link', { name: /Festivals/ }).click();

      await expect.poll(() => pathOf(page)).toBe(`/festivals/${festivals.id}`);
      await expect.poll(() => h1(page).textContent()).toBe('Festivals');
      const diwaliTile = page.getByRole('link', { name: /Diwali/ });
      await expect.poll(() => diwaliTile.textContent()).toContain('4 designs');
      expect(await page.getByRole('link', { name: /Holi/ }).textContent()).toContain('1 design');
      await diwaliTile.click();

      await expect.poll(() => pathOf(page)).toBe(`/category/diwali/${diwali.id}`);
      await expect.poll(() => h1(page).textContent()).toBe('Diwali');
      await page.getByText('3 images · 1 video').waitFor();
      const images = page.getByRole('tabpanel');
      await expect.poll(() => images.getByRole('link').count()).toBe(3);
      const wishesCard = images.getByRole('link', { name: /Happy Diwali Wishes/ });
      expect(await wishesCard.textContent()).toContain('Trending');

      await page.getByRole('tab', { name: /Videos/ }).click();
      await expect.poll(() => page.url()).toContain('tab=videos');
      const reel = page.getByRole('tabpanel').getByRole('link', { name: /Diwali Diya Reel/ });
      await reel.waitFor();
      expect(await page.getByRole('tabpanel').getByRole('link').count()).toBe(1);

      await page.getByRole('tab', { name: /Images/ }).click();
      await images.getByRole('link', { name: /Happy Diwali Wishes/ }).click();
      await expect.poll(() => pathOf(page)).toBe(`/${wishes.id}`);
      await expect.poll(() => h1(page).textContent()).toBe('Happy Diwali Wishes');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows breadcrumbs from Home on a collection page, and they lead back', async () => {
    const { diwali, festivals } = seeded();
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto(`/category/diwali/${diwali.id}`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await trail.waitFor();
      // 'category' and the id are not crumbs (spec §2): Home › Diwali.
      expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Home', 'Diwali']);
      const current = trail.locator('[aria-current="page"]');
      expect(await current.textContent()).toBe('Diwali');
      // The collection's own header links up to its category.
      await page.getByRole('link', { name: 'Festivals', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(`/festivals/${festivals.id}`);
      // The trail follows the new page's render, a moment after the address changes.
      await expect
        .poll(() => trail.getByRole('listitem').allTextContents())
        .toEqual(['Home', 'Festivals']);

      await trail.getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await page.getByRole('heading', { name: 'Our Categories' }).waitFor();
      // One crumb is no trail: none on the home page.
      await expect.poll(() => trail.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the header search', () => {
  it('finds Diwali for "dewali" and opens a result with the keyboard', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search designs' });
      await box.click();
      await page.keyboard.type('dewali');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.waitFor();
      const options = results.getByRole('option');
      const labels = await options.allTextContents();
      expect(labels.some((label) => label.includes('Diwali'))).toBe(true);
      expect(labels.join(' ')).toContain('Happy Diwali Wishes');
      expect(labels.join(' ')).not.toContain('Good Morning');

      // Arrow keys move through the rows, across the groups; the field keeps focus and names
      // the active row. Down to the first row about Diwali (the category holding it may come
      // first), one further, and back up.
      const target = labels.findIndex((label) => label.includes('Diwali'));
      for (let i = 0; i <= target + 1; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const chosen = options.nth(target);
      expect(await chosen.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

      const href = await chosen.getAttribute('href');
      const name = (await chosen.locator('.font-medium').textContent()) ?? '';
      expect(name).toContain('Diwali');
      await page.keyboard.press('Enter');
      await expect.poll(() => pathOf(page)).toBe(href);
      await expect.poll(() => h1(page).textContent()).toBe(name);
      // A new page closes the dropdown.
      expect(await results.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds Diwali designs for "दिवाली", and no national day that only shares "दिवस"', async () => {
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search designs' }).click();
      await page.getByRole('combobox', { name: 'Search designs' }).fill('दिवाली');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.waitFor();
      const labels = (await results.getByRole('option').allTextContents()).join(' | ');
      expect(labels).toMatch(/Diwali|Deepavali|दीपावली/);
      expect(labels).not.toMatch(/Republic|Independence|Yoga|दिवस/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches at once on Enter, says when nothing matches, and closes on Escape', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      const { festivals } = seeded();
      await page.goto(`/festivals/${festivals.id}`);
      const box = page.getByRole('combobox', { name: 'Search designs' });
      await box.fill('zzqxw');
      await box.press('Enter');
      await page.getByText('No results found for "zzqxw"').waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      await box.fill('holi');
      await box.press('Enter');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.getByRole('option', { name: /Holi Colours Greeting/ }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await box.press('Escape');
      await expect.poll(() => results.count()).toBe(0);
      expect(pathOf(page)).toBe(`/festivals/${festivals.id}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens from its icon on a phone and a tapped result leads to the design', async () => {
    const { wishes } = seeded();
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search designs' });
      expect(await box.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Search designs' }).click();
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('dewali wishes');
      const option = page
        .getByRole('listbox', { name: 'Search results' })
        .getByRole('option', { name: /Happy Diwali Wishes/ });
      await option.click();
      await expect.poll(() => pathOf(page)).toBe(`/${wishes.id}`);
      await expect.poll(() => h1(page).textContent()).toBe('Happy Diwali Wishes');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a keyboard user', () => {
  it('skips the header with the first Tab and lands in the page', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      await page.goto('/contact-us');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const inMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
      expect(await inMain()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
