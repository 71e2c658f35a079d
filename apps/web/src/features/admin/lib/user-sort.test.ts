import { describe, expect, it } from 'vitest';
import { userSortOf } from './user-sort';

describe('the users list sort', () => {
  it('asks the server for the column’s one order, newest first by default', () => {
    expect(userSortOf({ column: 'name', direction: 'desc' })).toBe('name');
    expect(userSortOf({ column: 'email', direction: 'asc' })).toBe('email');
    expect(userSortOf({ column: 'joined', direction: 'desc' })).toBe('newest');
    expect(userSortOf(null)).toBe('newest');
  });
});
