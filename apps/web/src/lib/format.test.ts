import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

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
