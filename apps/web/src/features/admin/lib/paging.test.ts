import { describe, expect, it } from 'vitest';
import { queryString, toTablePage } from './paging';

describe('server pages in the console', () => {
  it('knows whether a next page exists and how many there are', () => {
    expect(toTablePage({ items: [1, 2], page: 1, pageSize: 2, total: 5 })).toEqual({
      rows: [1, 2],
      total: 5,
      hasNextPage: true,
      pageCount: 3,
    });
    const last = toTablePage({ items: [5], page: 3, pageSize: 2, total: 5 });
    expect([last.hasNextPage, last.pageCount]).toEqual([false, 3]);
    expect(toTablePage({ items: [], page: 1, pageSize: 20, total: 0 }).pageCount).toBe(1);
  });

  it('sends only the filters that are set', () => {
    expect(queryString({ q: 'asha', page: 2, sort: undefined, action: '' })).toBe('?q=asha&page=2');
    expect(queryString({ q: '' })).toBe('');
    expect(queryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });
});
