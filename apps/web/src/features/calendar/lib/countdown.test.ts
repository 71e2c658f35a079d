import { describe, expect, it } from 'vitest';
import { countdownLabel, isImminent } from './countdown';

describe('countdownLabel', () => {
  it('says Today, Tomorrow and In N days, exactly', () => {
    expect(countdownLabel(0)).toBe('Today');
    expect(countdownLabel(1)).toBe('Tomorrow');
    expect(countdownLabel(2)).toBe('In 2 days');
    expect(countdownLabel(30)).toBe('In 30 days');
  });

  it('says a festival of several days that has begun is on now', () => {
    expect(countdownLabel(-3, 5)).toBe('On now');
    expect(countdownLabel(-3, 0)).toBe('On now');
  });

  it('counts back for days that have passed', () => {
    expect(countdownLabel(-1)).toBe('Yesterday');
    expect(countdownLabel(-4, -2)).toBe('4 days ago');
  });

  it('marks today, tomorrow and what is under way as imminent', () => {
    expect(isImminent(0)).toBe(true);
    expect(isImminent(1)).toBe(true);
    expect(isImminent(-2, 3)).toBe(true);
    expect(isImminent(2)).toBe(false);
    expect(isImminent(-1)).toBe(false);
  });
});
