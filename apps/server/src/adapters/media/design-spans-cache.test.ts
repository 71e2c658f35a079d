import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blendLayer, type RawBase } from './blend-layer';
import { cachedDesignSpans, designKey } from './design-spans-cache';
import { drawDesignSpans } from './download-render';

const logoOf = (colour: string) =>
  sharp({ create: { width: 90, height: 90, channels: 4, background: colour } })
    .png()
    .toBuffer();

const design = (patch: Partial<EditorSettings>, logo: Buffer | null) => ({
  width: 640,
  height: 640,
  settings: {
    ...EDITOR_DEFAULTS,
    bannerMode: 'strip' as const,
    bannerText: 'Sharma Sweets',
    ...patch,
  },
  logo,
});

function blended(layers: Awaited<ReturnType<typeof drawDesignSpans>>): Buffer {
  const base: RawBase = {
    data: new Uint8Array(640 * 640 * 3).fill(90),
    width: 640,
    height: 640,
    channels: 3,
  };
  for (const layer of layers) blendLayer(base, layer);
  return Buffer.from(base.data);
}

describe('cachedDesignSpans', () => {
  it('draws a design once and gives later renders of it the same pixels', async () => {
    const input = design({ stripColor: '#123456cc' }, await logoOf('#e11d48'));
    let draws = 0;
    const draw = () => {
      draws++;
      return drawDesignSpans(input);
    };
    const first = await cachedDesignSpans(input, draw);
    const second = await cachedDesignSpans(
      { ...input, logo: Buffer.from(input.logo as Buffer) },
      draw,
    );
    expect(draws).toBe(1);
    expect(second).toBe(first);
    expect(blended(second).equals(blended(await drawDesignSpans(input)))).toBe(true);
  });

  it('draws again for another size, setting or logo', async () => {
    const red = await logoOf('#e11d48');
    const input = design({ stripColor: '#654321cc' }, red);
    let draws = 0;
    const drawOf = (of: typeof input) => () => {
      draws++;
      return drawDesignSpans(of);
    };
    const variants = [
      input,
      { ...input, width: 641 },
      { ...input, settings: { ...input.settings, bannerText: 'Sharma Sweets!' } },
      { ...input, logo: await logoOf('#1d4ed8') },
    ];
    for (const variant of variants) await cachedDesignSpans(variant, drawOf(variant));
    expect(draws).toBe(4);
  });

  it('keys a design without its logo the same whatever logo the brand kit holds', async () => {
    const off = { logoEnabled: false };
    const a = designKey(design(off, await logoOf('#e11d48')));
    const b = designKey(design(off, await logoOf('#1d4ed8')));
    expect(a).toBe(b);
    expect(designKey(design({}, await logoOf('#e11d48')))).not.toBe(
      designKey(design({}, await logoOf('#1d4ed8'))),
    );
  });
});
