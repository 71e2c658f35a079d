import type { Page } from 'playwright-core';

// The page reports each Content-Security-Policy violation to the test through this binding.
const CSP_BINDING = '__stampCspViolation';

/**
 * Collects console errors, uncaught exceptions and every Content-Security-Policy violation (a
 * refused fetch, image, script or style fails the test like an error would: the page's CSP is
 * part of the product, and a flow it breaks is broken for every user). Violations are caught
 * twice over: from the page's `securitypolicyviolation` events, and from Chromium's own
 * "Refused to …" console reports.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const url = message.location().url;
    if (/^Refused to /.test(text)) {
      errors.push(`CSP: ${text} (${url})`);
      return;
    }
    if (message.type() !== 'error') return;
    // A page the server answers 404 (it renders the not-found page with a real status):
    // Chromium reports the document's own status as a failed resource. Any other 404 counts.
    if (/status of 404/.test(text) && url === page.url()) return;
    errors.push(`${text} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const exposed = page.exposeBinding(CSP_BINDING, (_source, report: string) => {
    errors.push(`CSP violation: ${report}`);
  });
  const listening = page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  }, CSP_BINDING);
  installing.set(
    page,
    Promise.all([exposed, listening]).then(
      () => undefined,
      (error: Error) => void errors.push(`CSP listener not installed: ${error.message}`),
    ),
  );
  return errors;
}

const installing = new WeakMap<Page, Promise<void>>();

/** Resolves once the page reports its CSP violations: await it before the first navigation. */
export function cspWatchReady(page: Page): Promise<void> {
  return installing.get(page) ?? Promise.resolve();
}
