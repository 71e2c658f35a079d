import type { Locator, Page } from 'playwright-core';
import type { Width } from './pages';

/**
 * The console's navigation: the side bar from 768 px up, the menu (opened here) on phones. It
 * renders once the signed-in operator is known, so this waits for its first link.
 */
export async function consoleNav(page: Page, width: Width): Promise<Locator> {
  if (width < 768) {
    const button = page.getByRole('button', { name: /console menu/ });
    if ((await button.getAttribute('aria-expanded')) !== 'true') {
      // Pressed from the keyboard: a toast of the step before may lie over the button for its
      // few seconds, and a pointer resting on a toast holds it open (seen in CI: a tap that
      // waited 30 s for the toast above it to leave).
      await button.focus();
      await page.keyboard.press('Enter');
    }
  }
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link').first().waitFor();
  return nav;
}

/**
 * The sections the navigation offers, in its order (the phone menu is left open). Read it with
 * `expect.poll`: the navigation renders again while the console settles (the phone menu closes
 * on each change of address), and a read in between finds no links (seen once in CI).
 */
export async function consoleNavLabels(page: Page, width: Width): Promise<string[]> {
  const nav = await consoleNav(page, width);
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}
