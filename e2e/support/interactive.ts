import type { Page } from 'playwright-core';

/**
 * Waits until the app runs on a page the server rendered: until then it is HTML, and a click on
 * a button does nothing (apps/web/src/app/App.tsx marks `<html data-interactive>` once hydrated).
 * A page the browser renders itself has nothing to wait for. A page whose code was kept from
 * loading (a test of the HTML alone) never gets there, and the wait gives up quietly.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('stamp-page-data') === null ||
        document.documentElement.dataset.interactive !== undefined,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/** Makes `goto`, `reload` and `goBack` return once the page is interactive, as a person would act. */
export function actWhenInteractive(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive(page);
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await untilInteractive(page);
    return response;
  };
}
