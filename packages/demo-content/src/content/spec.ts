import type { BackgroundId, DemoText, FrameId, LayoutId, MotifId, ParticleId } from '../demo-types';
import type { PaletteKey } from '../palettes';

/** Headline faces, by the mood they set. */
export type TypeKey = 'script' | 'display' | 'bold' | 'serif' | 'modern';

/** One look a sub-category's items can take; items pick among these and their options. */
export interface StyleSpec {
  /** Shown in titles ("Golden Diyas"). */
  name: string;
  motif: MotifId;
  palettes: readonly PaletteKey[];
  layouts: readonly LayoutId[];
  backgrounds: readonly BackgroundId[];
  frames: readonly FrameId[];
  particles: readonly ParticleId[];
  type: readonly TypeKey[];
}

export interface SubCategorySpec {
  key: string;
  name: string;
  images: number;
  videos: number;
  /** Title stems; a title is "stem – style name". */
  titles: readonly string[];
  /** English headlines. */
  headlines: readonly string[];
  /** Devanagari lines: a headline or the line under an English one. */
  hindi: readonly string[];
  /** Share of items whose headline is the Devanagari line. */
  hindiFirst: number;
  kickers: readonly string[];
  bodies: readonly string[];
  ctas: readonly string[];
  /** Needed when a style uses the offer layout. */
  badges?: readonly NonNullable<DemoText['badge']>[];
  styles: readonly StyleSpec[];
}

export interface CategorySpec {
  key: string;
  name: string;
  subCategories: readonly SubCategorySpec[];
}

/** Defaults so content files list only what differs. */
export function style(
  name: string,
  motif: MotifId,
  palettes: readonly PaletteKey[],
  options: Partial<Omit<StyleSpec, 'name' | 'motif' | 'palettes'>> = {},
): StyleSpec {
  return {
    name,
    motif,
    palettes,
    layouts: options.layouts ?? ['heroBottom'],
    backgrounds: options.backgrounds ?? ['radialGlow', 'linear'],
    frames: options.frames ?? ['none'],
    particles: options.particles ?? ['none'],
    type: options.type ?? ['bold'],
  };
}
