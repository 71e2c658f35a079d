import { describe, expect, it } from 'vitest';
import { ariaSortOf, readTableParams, withPage, withSortToggled } from './table-params';

const options = { sortable: ['name', 'createdAt'] };
const read = (query: string, extra = {}) =>
  readTableParams(new URLSearchParams(query), { ...options, ...extra });

describe('table params in the address', () => {
  it('reads the page and a sort the server knows, ignoring anything else', () => {
    expect(read('page=3&sort=name&order=desc')).toEqual({
      page: 3,
      sort: { column: 'name', direction: 'desc' },
    });
    expect(read('page=0')).toEqual({ page: 1, sort: null });
    expect(read('page=-2&sort=password')).toEqual({ page: 1, sort: null });
    expect(read('page=abc&sort=name&order=sideways')).toEqual({
      page: 1,
      sort: { column: 'name', direction: 'asc' },
    });
    expect(read('', { defaultSort: { column: 'createdAt', direction: 'desc' } }).sort).toEqual({
      column: 'createdAt',
      direction: 'desc',
    });
  });

  it('sorts a new column ascending, flips the sorted one, and goes back to page 1', () => {
    const search = new URLSearchParams('q=diwali&page=4&sort=name&order=asc');
    const flipped = withSortToggled(search, { column: 'name', direction: 'asc' }, 'name');
    expect(flipped.toString()).toBe('q=diwali&sort=name&order=desc');
    const other = withSortToggled(flipped, { column: 'name', direction: 'desc' }, 'createdAt');
    expect(other.get('sort')).toBe('createdAt');
    expect(other.get('order')).toBe('asc');
    expect(search.get('page')).toBe('4');
  });

  it('keeps a column the server sorts one way only in that way', () => {
    const search = new URLSearchParams('sort=name&order=asc');
    const newest = withSortToggled(search, { column: 'name', direction: 'asc' }, 'joined', [
      'desc',
    ]);
    expect(newest.toString()).toBe('sort=joined&order=desc');
    const again = withSortToggled(newest, { column: 'joined', direction: 'desc' }, 'joined', [
      'desc',
    ]);
    expect(again.toString()).toBe('sort=joined&order=desc');
  });

  it('keeps page 1 out of the address', () => {
    expect(withPage(new URLSearchParams('sort=name&page=3'), 1).toString()).toBe('sort=name');
    expect(withPage(new URLSearchParams('sort=name'), 2).toString()).toBe('sort=name&page=2');
  });

  it('tells assistive technology which column is sorted and how', () => {
    const sort = { column: 'name', direction: 'desc' } as const;
    expect(ariaSortOf(sort, 'name')).toBe('descending');
    expect(ariaSortOf(sort, 'createdAt')).toBe('none');
    expect(ariaSortOf(null, 'name')).toBe('none');
  });
});
