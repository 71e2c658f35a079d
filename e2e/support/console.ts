import type { Page } from 'playwright-core';

// A visitor's "who am I?" call answers 401 by design (spec §4: a failed current-user fetch marks
// the visitor logged out); Chromium logs every 4xx resource as a console error.
const EXPECTED = [/\/api\/v1\/user\/get-user$/];

/** Collects console errors and uncaught exceptions, minus the expected visitor 401. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (EXPECTED.some((pattern) => pattern.test(url))) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
