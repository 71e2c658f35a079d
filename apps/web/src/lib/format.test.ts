import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatNumber, formatRupees } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [5230, '5.2K'],
    [10_000, '10K'],
    [999_499, '999K'],
    [1_250_000, '1.3M'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('numbers and dates for the language', () => {
  it('groups the Indian way in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
    expect(formatRupees(12345678, 'en')).toBe('₹1,23,456.78');
    expect(formatRupees(49900, 'hi')).toBe('₹499');
  });

  it('writes counts and dates as Hindi readers expect', () => {
    // Intl joins number and word with a no-break space, and writes the nukta as a combining mark.
    expect(formatCount(5230, 'hi').normalize()).toBe('5.2\u00a0हज़ार'.normalize());
    expect(formatCount(1_250_000, 'hi')).toBe('12.5\u00a0लाख');
    expect(formatDate('2026-11-08T10:00:00Z', 'en')).toBe('8 Nov 2026');
    expect(formatDate('2026-11-08T10:00:00Z', 'hi')).toMatch(/^8 नव/);
  });

  it('writes a time in Hindi without Latin letters, on the 24-hour clock', () => {
    // The test machine's zone decides the hour; what matters is the clock and the letters.
    const evening = '2026-11-08T15:45:00Z';
    const hindi = formatDateTime(evening, 'hi');
    expect(hindi).toMatch(/^8 नव/);
    expect(hindi).not.toMatch(/[A-Za-z]/);
    expect(formatDateTime(evening, 'en')).toMatch(/^8 Nov 2026, \d{1,2}:45\s?(am|pm)$/i);
    expect(formatDateTime(null, 'hi')).toBe('—');
  });
});
