import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless Chromium. Playwright gives every launch a fresh temporary profile. Chromium's
 * own calls home are refused on these machines, so they are switched off rather than left to fail.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156 builds its address bar's WebUI popup (a renderer of its own, ~1.7 s of CPU) for
      // every new window, and each browser context opens one. Nobody sees it headless; it cost the
      // browser suite ~45% of Chromium's CPU per context (4.0 s to 2.3 s for a context and a first page).
      '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup',
    ],
  });
}
