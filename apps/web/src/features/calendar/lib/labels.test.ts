import { describe, expect, it } from 'vitest';
import { formatClock, regionsLabel } from './labels';

describe('regionsLabel', () => {
  it('names the regions, or says across India', () => {
    expect(regionsLabel([])).toBe('Across India');
    expect(regionsLabel(['kerala'])).toBe('Kerala');
    expect(regionsLabel(['tamil-nadu', 'puducherry'])).toBe('Tamil Nadu and Puducherry');
    expect(regionsLabel(['assam', 'bihar', 'goa'])).toBe('Assam, Bihar and Goa');
    expect(regionsLabel(['punjab', 'haryana', 'delhi', 'chandigarh'])).toBe(
      'Punjab, Haryana and 2 more',
    );
  });
});

describe('formatClock', () => {
  it('writes the e-mails’ times as a person reads them', () => {
    expect(formatClock('09:00')).toBe('9:00 am');
    expect(formatClock('07:30')).toBe('7:30 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
    expect(formatClock('18:05')).toBe('6:05 pm');
    expect(formatClock('later')).toBe('later');
  });
});
