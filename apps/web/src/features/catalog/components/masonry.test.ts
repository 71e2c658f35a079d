import { describe, expect, it } from 'vitest';
import { toColumns } from './masonry';

const square = (id: number) => ({ id, width: 1080, height: 1080 });
const story = (id: number) => ({ id, width: 1080, height: 1920 });

describe('toColumns', () => {
  it('puts each item in the shortest column', () => {
    const columns = toColumns([story(1), square(2), square(3), square(4)], 2);
    expect(columns.map((column) => column.map((item) => item.id))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('never moves items already placed when a page is appended', () => {
    const first = [story(1), square(2), square(3), story(4), square(5)];
    const more = [...first, square(6), story(7), square(8)];
    const before = toColumns(first, 3);
    const after = toColumns(more, 3);
    before.forEach((column, c) => {
      expect(after[c]?.slice(0, column.length)).toEqual(column);
    });
  });

  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 17 }, (_, i) => (i % 3 ? square(i) : story(i)));
    expect(
      toColumns(items, 4)
        .flat()
        .sort((a, b) => a.id - b.id),
    ).toEqual(items);
  });
});
