import type { Media } from '@stamp/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import type { Festival } from '../features/calendar/api/get-festivals';
import { homeLeadImage } from './home-lead-image';

const media = (
  id: string,
  width: number,
  height: number,
  type: Media['type'] = 'image',
): Media => ({
  _id: id,
  title: id,
  type,
  creativeType: type === 'image' ? 'post' : 'reel',
  url: `/media/${id}.webp`,
  cleanUrl: null,
  thumbnailImage: { secureUrl: type === 'image' ? `/thumbs/${id}.webp` : null },
  posterUrl: type === 'video' ? `/posters/${id}.webp` : null,
  width,
  height,
  durationS: type === 'video' ? 15 : null,
  flags: { isTrending: true, isLatest: false },
  downloadCount: 0,
  subCategory: { _id: 'sub', name: 'Sub' },
  category: { _id: 'cat', name: 'Cat' },
  createdAt: '2026-11-01T00:00:00.000Z',
});

const festival = (name: string, creatives: Media[]): Festival => ({
  _id: name,
  key: name,
  name,
  nameHi: name,
  kind: 'festival',
  regions: [],
  date: '2026-12-25',
  endDate: null,
  daysAway: 3,
  subCategory: null,
  creatives,
  reminded: false,
});

const feed = {
  trending: [
    media('square-1', 1080, 1080),
    media('story', 1080, 1920),
    media('square-2', 1080, 1080),
  ],
  latest: [media('latest', 1080, 1080)],
};

describe('homeLeadImage', () => {
  it("on a laptop, is the collage's tall middle design", () => {
    const upcoming = [festival('Christmas', [media('xmas', 1080, 1080)])];
    expect(homeLeadImage(true, { feed, upcoming })).toBe('/thumbs/story.webp');
  });

  it("on a phone, is the first upcoming festival's first creative, skipping festivals without designs", () => {
    const upcoming = [festival('Bare', []), festival('Christmas', [media('xmas', 1080, 1080)])];
    expect(homeLeadImage(false, { feed, upcoming })).toBe('/thumbs/xmas.webp');
  });

  it('on a phone with nothing coming up, or no answer yet, is the first trending card', () => {
    expect(homeLeadImage(false, { feed, upcoming: [festival('Bare', [])] })).toBe(
      '/thumbs/square-1.webp',
    );
    expect(homeLeadImage(false, { feed, upcoming: undefined })).toBe('/thumbs/square-1.webp');
  });

  it("is a video's poster when that comes first, and nothing when neither answer arrived", () => {
    const upcoming = [festival('Diwali', [media('reel', 1080, 1920, 'video')])];
    expect(homeLeadImage(false, { feed: undefined, upcoming })).toBe('/posters/reel.webp');
    expect(homeLeadImage(false, { feed: undefined, upcoming: undefined })).toBeUndefined();
    expect(homeLeadImage(true, { feed: undefined, upcoming })).toBeUndefined();
  });
});
