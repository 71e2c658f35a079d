import type { SearchResult } from '@stamp/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { groupResults, optionAt, optionCount } from './search-options';

const id = (n: number) => n.toString(16).padStart(24, '0');

const category = {
  _id: id(1),
  name: 'Festival Greetings',
  slug: 'festival-greetings',
  thumbnailImage: { secureUrl: '/media/c.webp' },
  subCategoryCount: 1,
};
const subCategory = {
  _id: id(2),
  name: 'Diwali Wishes',
  slug: 'diwali-wishes',
  thumbnailImage: { secureUrl: null },
  category: { _id: id(1), name: 'Festival Greetings' },
  mediaCount: 12,
  imageCount: 10,
  videoCount: 2,
};
const media = (n: number, type: 'image' | 'video') => ({
  _id: id(n),
  title: `Diwali ${n}`,
  type,
  creativeType: 'post' as const,
  url: '/media/p.webp',
  cleanUrl: null,
  thumbnailImage: { secureUrl: type === 'image' ? `/media/t${n}.webp` : null },
  posterUrl: type === 'video' ? `/media/poster${n}.webp` : null,
  width: 1080,
  height: 1080,
  durationS: type === 'video' ? 8 : null,
  flags: { isTrending: false, isLatest: true },
  downloadCount: 0,
  subCategory: { _id: id(2), name: 'Diwali Wishes' },
  category: { _id: id(1), name: 'Festival Greetings' },
  createdAt: '2026-11-01T00:00:00.000Z',
});

const result: SearchResult = {
  categories: [category],
  subCategories: [subCategory],
  media: [media(3, 'image'), media(4, 'video')],
};

describe('groupResults', () => {
  it('keeps the spec order and links each row to its page', () => {
    const groups = groupResults(result);
    expect(groups.map((group) => group.label)).toEqual(['Categories', 'Sub-categories', 'Media']);
    expect(groups.flatMap((group) => group.options.map((option) => option.href))).toEqual([
      `/festival-greetings/${id(1)}`,
      `/category/diwali-wishes/${id(2)}`,
      `/${id(3)}`,
      `/${id(4)}`,
    ]);
  });

  it('numbers rows across groups so one index drives the keyboard', () => {
    const groups = groupResults(result);
    expect(groups.flatMap((group) => group.options.map((option) => option.index))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(optionCount(groups)).toBe(4);
    expect(optionAt(groups, 2)?.label).toBe('Diwali 3');
    expect(optionAt(groups, 4)).toBeUndefined();
  });

  it('leaves out empty groups and numbers from zero again', () => {
    const groups = groupResults({ categories: [], subCategories: [], media: [media(5, 'image')] });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.options[0]).toMatchObject({ index: 0, label: 'Diwali 5' });
    expect(groupResults({ categories: [], subCategories: [], media: [] })).toEqual([]);
    expect(groupResults(undefined)).toEqual([]);
  });

  it('describes rows and falls back to the video poster for a thumbnail', () => {
    const [categories, subCategories, mediaGroup] = groupResults(result);
    expect(categories?.options[0]?.detail).toBe('1 sub-category');
    expect(subCategories?.options[0]).toMatchObject({
      detail: 'Festival Greetings · 12 designs',
      thumbnail: null,
    });
    expect(mediaGroup?.options[1]).toMatchObject({
      detail: 'Video · Diwali Wishes',
      thumbnail: '/media/poster4.webp',
    });
  });
});
