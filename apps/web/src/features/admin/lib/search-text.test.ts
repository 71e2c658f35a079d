import { describe, expect, it } from 'vitest';
import { withSearchText } from './search-text';

describe('a search box in the address', () => {
  it('puts the trimmed text in, keeps the sort and goes back to page 1', () => {
    const search = new URLSearchParams('sort=name&order=asc&page=3');
    expect(withSearchText(search, 'q', '  asha@ ').toString()).toBe(
      'sort=name&order=asc&q=asha%40',
    );
    expect(search.get('page')).toBe('3');
  });

  it('leaves an empty search out of the address', () => {
    expect(withSearchText(new URLSearchParams('q=old&page=2'), 'q', '   ').toString()).toBe('');
  });
});
