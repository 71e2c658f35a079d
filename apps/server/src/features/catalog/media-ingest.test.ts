import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './media-ingest';

describe('the title of an upload sent without one', () => {
  it('comes from the file name, without its extension and separators', () => {
    expect(titleFromFileName('happy_diwali-wishes.jpg')).toBe('happy diwali wishes');
    expect(titleFromFileName('शुभ दीपावली.png')).toBe('शुभ दीपावली');
    expect(titleFromFileName('reel.final.mp4')).toBe('reel.final');
    expect(titleFromFileName('.jpg')).toBe('Untitled');
    expect(titleFromFileName('___')).toBe('Untitled');
    expect(titleFromFileName(`${'a'.repeat(300)}.jpg`)).toHaveLength(160);
  });
});
