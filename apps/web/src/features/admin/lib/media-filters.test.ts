import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  mediaQueryString,
  readMediaFilters,
  withFilter,
  withoutFilters,
} from './media-filters';

const SUB = 'a'.repeat(24);

describe('the media grid filters', () => {
  it('reads the address, dropping what the server would refuse', () => {
    const filters = readMediaFilters(
      new URLSearchParams(
        `sub=${SUB}&type=video&creative=reel&trending=true&status=scheduled&q=%20diwali%20&page=3&sort=title`,
      ),
    );
    expect(filters).toEqual({
      subCategoryId: SUB,
      type: 'video',
      creativeType: 'reel',
      trending: true,
      latest: undefined,
      publication: 'scheduled',
      q: 'diwali',
      sort: 'title',
      page: 3,
    });
    expect(activeFilterCount(filters)).toBe(6);
    expect(readMediaFilters(new URLSearchParams('sub=nope&type=gif&status=gone&page=x'))).toEqual(
      expect.objectContaining({
        subCategoryId: undefined,
        type: undefined,
        page: 1,
        sort: 'newest',
      }),
    );
  });

  it('changes one filter, back on page 1, and clears them all', () => {
    const search = new URLSearchParams('page=4&type=image');
    expect(withFilter(search, 'trending', true).toString()).toBe('type=image&trending=true');
    expect(withFilter(search, 'type', undefined).toString()).toBe('');
    expect(withFilter(search, 'sort', 'newest').toString()).toBe('type=image');
    expect(withoutFilters(new URLSearchParams('q=a&type=image&sort=title')).toString()).toBe(
      'sort=title',
    );
  });

  it('asks the server for the same page', () => {
    expect(mediaQueryString(readMediaFilters(new URLSearchParams('latest=false&q=holi')))).toBe(
      'latest=false&q=holi&sort=newest&page=1&pageSize=24',
    );
  });
});
