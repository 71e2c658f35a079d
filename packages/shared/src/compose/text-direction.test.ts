import { describe, expect, it } from 'vitest';
import { paragraphDirection } from './text-direction';

describe('paragraphDirection', () => {
  it.each([
    ['عید مبارک', 'rtl'],
    ['۵۰٪ رعایت', 'rtl'],
    ['50% off: شرما مٹھائی', 'ltr'],
    ['شرما مٹھائی Sharma Sweets', 'rtl'],
    ['शुभ दीपावली', 'ltr'],
    ['வணக்கம்', 'ltr'],
    ['98765 43210', 'ltr'],
    ['', 'ltr'],
  ] as const)('%s reads %s', (text, direction) => {
    expect(paragraphDirection(text)).toBe(direction);
  });
});
