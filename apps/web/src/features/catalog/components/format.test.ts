import { describe, expect, it } from 'vitest';
import { downloadsLabel, formatDuration, plural } from './format';

describe('catalog labels', () => {
  it('formats real download counts', () => {
    expect(downloadsLabel(5230)).toBe('5.2K downloads');
    expect(downloadsLabel(1)).toBe('1 download');
    expect(downloadsLabel(0)).toBeNull();
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(5.016)).toBe('0:05');
    expect(formatDuration(75)).toBe('1:15');
  });

  it('pluralises counts', () => {
    expect(plural(1, 'design', 'designs')).toBe('1 design');
    expect(plural(3, 'design', 'designs')).toBe('3 designs');
  });
});
