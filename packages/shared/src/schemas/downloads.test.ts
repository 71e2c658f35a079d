import { describe, expect, it } from 'vitest';
import { downloadFileName } from './downloads';

describe('downloadFileName (spec §9)', () => {
  it('lower-cases the title and turns whitespace into underscores', () => {
    expect(downloadFileName('Happy Diwali  Offer', 'png')).toBe('happy_diwali_offer_custom.png');
    expect(downloadFileName(' Good\tMorning\n', 'mp4')).toBe('good_morning_custom.mp4');
  });

  it('keeps Hindi and drops what no file system accepts', () => {
    expect(downloadFileName('शुभ दीपावली', 'png')).toBe('शुभ_दीपावली_custom.png');
    expect(downloadFileName('50% off / today: "only"', 'png')).toBe(
      '50%_off_today_only_custom.png',
    );
    expect(downloadFileName('  ', 'png')).toBe('stamp_custom.png');
  });
});
