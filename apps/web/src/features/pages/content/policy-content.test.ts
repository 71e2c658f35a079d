import { createElement, Fragment, type FunctionComponent, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CancellationTab, RefundTab, SupportTab } from './cancellation';
import { privacySections } from './privacy';
import { AccessTab, DeliveryTab, ExchangeTab } from './shipping';
import { termsSections } from './terms';

/** The visible text of some JSX, with tags dropped and whitespace collapsed. */
function text(node: ReactNode): string {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, node));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const TERMS_SECTIONS = termsSections();
const PRIVACY_SECTIONS = privacySections();

describe('Terms and Conditions', () => {
  it('has the spec’s ten sections, each with its own anchor', () => {
    expect(TERMS_SECTIONS).toHaveLength(10);
    expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(10);
  });

  it('mentions the paid images that admins upload', () => {
    const all = text(TERMS_SECTIONS.map((s) => createElement(Fragment, { key: s.id }, s.body)));
    expect(all).toMatch(/uploaded by Stamp’s own administrators/);
    expect(all).toMatch(/paid images/);
  });
});

describe('Privacy Policy', () => {
  it('has the spec’s eleven sections, each with its own anchor', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(11);
    expect(new Set(PRIVACY_SECTIONS.map((s) => s.id)).size).toBe(11);
  });

  it('says the service is not for users under 13', () => {
    expect(
      text(PRIVACY_SECTIONS.map((s) => createElement(Fragment, { key: s.id }, s.body))),
    ).toMatch(/not for users under 13/);
  });
});

describe('policy figures (spec §2 "Policy pages")', () => {
  it.each([
    ['refund window', RefundTab, /within 7 days of the charge/],
    ['review reply', RefundTab, /reply within 5–7 business days/],
    ['payout', RefundTab, /within 7–10 business days/],
    ['support reply', SupportTab, /replies within 24 hours/],
    ['weekday hours', SupportTab, /Monday to Friday 9:00 AM – 6:00 PM EST/],
    ['Saturday hours', SupportTab, /Saturday 10:00 AM – 4:00 PM EST/],
    ['cancel any time', CancellationTab, /cancel whenever you like/],
    ['no physical shipping', DeliveryTab, /Nothing is shipped physically/],
    ['link validity', DeliveryTab, /valid for 72 hours and can be used up to 3 times/],
    ['split collections', DeliveryTab, /Large collections may be split/],
    ['secure links', DeliveryTab, /high-resolution files are delivered through a secure link/],
    ['final sales', ExchangeTab, /all sales are final once a file has been downloaded/],
    ['exchange request', ExchangeTab, /within 24 hours of your purchase/],
    ['exchange reply', ExchangeTab, /reply within 2 business days/],
    ['format compatibility', ExchangeTab, /do not offer exchanges because a format/],
    ['expired link', AccessTab, /re-generate the link from My Downloads/],
    ['activation delay', AccessTab, /Wait 10–15 minutes/],
    ['re-login', AccessTab, /Log out and log in again/],
    ['access support', AccessTab, /within 4–6 business hours/],
  ] as [string, FunctionComponent, RegExp][])('%s', (_name, tab, pattern) => {
    expect(text(createElement(tab))).toMatch(pattern);
  });
});
