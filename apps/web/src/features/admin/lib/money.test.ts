import { describe, expect, it } from 'vitest';
import { formatRupees, parseRupees, rupeesText } from './money';

describe('money in the console', () => {
  it('shows paise as rupees with the Indian grouping', () => {
    expect(formatRupees(49_900)).toBe('₹499');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.5');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('puts paise into a field as plain rupees', () => {
    expect(rupeesText(49_900)).toBe('499');
    expect(rupeesText(49_950)).toBe('499.50');
    expect(rupeesText(5)).toBe('0.05');
  });

  it('reads what an operator types as whole paise, without float drift', () => {
    expect(parseRupees('499')).toBe(49_900);
    expect(parseRupees('₹1,499.50')).toBe(149_950);
    expect(parseRupees(' 1,00,000 ')).toBe(10_000_000);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('19.9')).toBe(1_990);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '.5', '12.']) {
      expect(parseRupees(text), text).toBeNull();
    }
  });
});
