import { describe, expect, it } from 'vitest';
import type { MediaCounts } from './search.repo';
import { cachedMediaCounts } from './search-counts';

describe('cachedMediaCounts', () => {
  it('loads only what it does not hold, until the entries expire', async () => {
    let clock = 0;
    const asked: string[][] = [];
    const counts = cachedMediaCounts(
      async (ids): Promise<MediaCounts> => {
        asked.push(ids);
        return new Map(
          ids.filter((id) => id !== 'empty').map((id) => [id, { images: 2, videos: 1 }]),
        );
      },
      1_000,
      () => clock,
    );

    expect(await counts(['a', 'b'])).toEqual(
      new Map([
        ['a', { images: 2, videos: 1 }],
        ['b', { images: 2, videos: 1 }],
      ]),
    );
    expect((await counts(['b', 'c', 'empty'])).get('empty')).toEqual({ images: 0, videos: 0 });
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'empty'],
    ]);

    clock = 1_000;
    await counts(['a']);
    expect(asked.at(-1)).toEqual(['a']);
  });
});
