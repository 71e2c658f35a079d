import { describe, expect, it } from 'vitest';
import { formatWhen, linkSummary, whyUnavailable } from './describe';

const now = Date.parse('2026-11-21T10:00:00Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('download history wording', () => {
  it('dates a download like "21 Nov 2026, 9:15 pm"', () => {
    expect(formatWhen('2026-11-21T15:45:00Z')).toMatch(/^21 Nov 2026, \d{1,2}:\d{2} (am|pm)$/);
  });

  it('says how many uses and hours a link has left', () => {
    expect(linkSummary({ usesLeft: 3, expiresAt: inMs(72 * 3600_000) }, now)).toBe(
      '3 downloads left on this link · expires in 72 h',
    );
    expect(linkSummary({ usesLeft: 1, expiresAt: inMs(90 * 60_000) }, now)).toBe(
      '1 download left on this link · expires in 1 h',
    );
    expect(linkSummary({ usesLeft: 2, expiresAt: inMs(20 * 60_000) }, now)).toBe(
      '2 downloads left on this link · expires in 20 min',
    );
  });

  it('tells an expired link from a used-up one', () => {
    expect(whyUnavailable({ usesLeft: 0, expiresAt: inMs(-1) }, now)).toBe('This link has expired');
    expect(whyUnavailable({ usesLeft: 0, expiresAt: inMs(3600_000) }, now)).toBe(
      'This link has been used 3 times',
    );
  });
});
