import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cancellationTab, refundTab, supportTab } from './cancellation';
import { PRIVACY_SECTIONS } from './privacy';
import { accessTab, deliveryTab, exchangeTab } from './shipping';
import { TERMS_SECTIONS } from './terms';

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

describe('Terms and Conditions', () => {
  it('has the spec’s ten sections, each with its own anchor', () => {
    expect(TERMS_SECTIONS).toHaveLength(10);
    expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(10);
  });

  it('mentions the paid images that admins upload', () => {
    const all = text(TERMS_SECTIONS.map((s) => s.body));
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
    expect(text(PRIVACY_SECTIONS.map((s) => s.body))).toMatch(/not for users under 13/);
  });
});

describe('policy figures (spec §2 "Policy pages")', () => {
  it.each([
    ['refund window', refundTab, /within 7 days of the charge/],
    ['review reply', refundTab, /reply within 5–7 business days/],
    ['payout', refundTab, /within 7–10 business days/],
    ['support reply', supportTab, /replies within 24 hours/],
    ['weekday hours', supportTab, /Monday to Friday 9:00 AM – 6:00 PM EST/],
    ['Saturday hours', supportTab, /Saturday 10:00 AM – 4:00 PM EST/],
    ['cancel any time', cancellationTab, /cancel whenever you like/],
    ['no physical shipping', deliveryTab, /Nothing is shipped physically/],
    ['link validity', deliveryTab, /valid for 72 hours and can be used up to 3 times/],
    ['split collections', deliveryTab, /Large collections may be split/],
    ['secure links', deliveryTab, /high-resolution files are delivered through a secure link/],
    ['final sales', exchangeTab, /all sales are final once a file has been downloaded/],
    ['exchange request', exchangeTab, /within 24 hours of your purchase/],
    ['exchange reply', exchangeTab, /reply within 2 business days/],
    ['format compatibility', exchangeTab, /do not offer exchanges because a format/],
    ['expired link', accessTab, /re-generate the link from My Downloads/],
    ['activation delay', accessTab, /Wait 10–15 minutes/],
    ['re-login', accessTab, /Log out and log in again/],
    ['access support', accessTab, /within 4–6 business hours/],
  ])('%s', (_name, node, pattern) => {
    expect(text(node)).toMatch(pattern);
  });
});
