import { describe, expect, it } from 'vitest';
import { tickSteps, yRange } from './chart-ticks';

describe('chart axes', () => {
  it('steps counts by whole numbers and money by whole rupees', () => {
    expect(tickSteps(1).slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(tickSteps(100).slice(0, 4)).toEqual([100, 200, 500, 1000]);
  });

  it('starts at zero and leaves room above the highest value', () => {
    expect(yRange(10)).toEqual([0, 11.5]);
    expect(yRange(0)).toEqual([0, 1.15]);
    expect(yRange(null)).toEqual([0, 1.15]);
  });
});
