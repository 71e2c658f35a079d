import type { FontFamily } from '@stamp/shared/compose/fonts';
import type { CreativeType, MediaType } from '@stamp/shared/schemas/catalog';

/** Illustrations, each drawn procedurally into a region of the canvas (see render/motifs). */
export type MotifId =
  | 'diyas'
  | 'rangoli'
  | 'holiSplash'
  | 'dandiya'
  | 'modak'
  | 'lanterns'
  | 'xmasTree'
  | 'rakhi'
  | 'kites'
  | 'tricolour'
  | 'flowers'
  | 'sunrise'
  | 'nightSky'
  | 'coffee'
  | 'mountainPeak'
  | 'abstract'
  | 'megaphone'
  | 'priceTag'
  | 'shoppingBags'
  | 'ribbonCut'
  | 'giftBox'
  | 'hearts'
  | 'house'
  | 'skyline'
  | 'keyCoin'
  | 'thali'
  | 'bowlSteam'
  | 'deliveryBag'
  | 'balloons'
  | 'cake'
  | 'trophy'
  | 'lotus'
  | 'dumbbell'
  | 'heartPulse'
  | 'books'
  | 'gradCap'
  | 'bonfire'
  | 'fullMoon'
  | 'flute'
  | 'bowArrow'
  | 'dreamscape'
  | 'orbs'
  | 'aurora';

/** Moving (in reels) or scattered (in stills) small elements over the scene. */
export type ParticleId =
  | 'none'
  | 'confetti'
  | 'sparkles'
  | 'bokeh'
  | 'petals'
  | 'snow'
  | 'stars'
  | 'colourDust';

/** Where the text block and the illustration sit (see render/layouts.ts). */
export type LayoutId = 'heroBottom' | 'heroTop' | 'centerFrame' | 'card' | 'side' | 'offer';

export type BackgroundId = 'linear' | 'radialGlow' | 'mesh' | 'sunburst' | 'diagonal' | 'paper';

/** Decoration around the edges. */
export type FrameId = 'none' | 'goldBorder' | 'mandalaCorners' | 'toran' | 'dots' | 'waves';

export interface DemoPalette {
  /** Shown in titles ("Royal Maroon"). */
  name: string;
  /** Background gradient stops, from the top (or centre) outwards. */
  bg: readonly [string, string, string];
  /** Headline colour. */
  ink: string;
  /** Body text colour. */
  text: string;
  /** Shapes, buttons and badges. */
  accent: string;
  accent2: string;
  /** Flames, highlights, sparkles. */
  glow: string;
  /** Light text on a dark ground: decides shadows and the banner band's tint. */
  dark: boolean;
  /** Headline filled with a metallic gold gradient (festive looks). */
  goldText: boolean;
}

export interface HeadlineType {
  family: FontFamily;
  weight: number;
  uppercase: boolean;
}

/** The words on a creative, top to bottom; every field but the headline is optional. */
export interface DemoText {
  /** Small letter-spaced line above the headline ("WISHING YOU A"). */
  kicker?: string;
  headline: string;
  /** Second big line, usually the other language (Devanagari under English or the reverse). */
  secondary?: string;
  /** A wish, quote or offer detail, wrapped over a few lines. */
  body?: string;
  /** Call to action in a pill ("Order Now") or a short footer. */
  cta?: string;
  /** Offer badge: "FLAT" / "50%" / "OFF". */
  badge?: { top: string; big: string; bottom: string };
}

/** Everything the renderer needs besides the text: rendering is a pure function of this. */
export interface DemoRecipe {
  /** Scatters particles and picks small details; the same seed draws the same pixels. */
  seed: number;
  palette: DemoPalette;
  background: BackgroundId;
  layout: LayoutId;
  motif: MotifId;
  frame: FrameId;
  particles: ParticleId;
  headline: HeadlineType;
}

export interface DemoMediaPlan {
  /** Stable, id-free key, also the file stem: `diwali-post-03`. */
  key: string;
  title: string;
  type: MediaType;
  creativeType: CreativeType;
  width: number;
  height: number;
  /** Seconds, videos only. */
  durationS: number | null;
  isTrending: boolean;
  isLatest: boolean;
  text: DemoText;
  recipe: DemoRecipe;
}

export interface DemoSubCategoryPlan {
  key: string;
  name: string;
  sortOrder: number;
  /** A square card image with the sub-category's name (or use the first media's thumbnail). */
  thumbnail: DemoMediaPlan;
  media: DemoMediaPlan[];
}

export interface DemoCategoryPlan {
  key: string;
  name: string;
  sortOrder: number;
  thumbnail: DemoMediaPlan;
  subCategories: DemoSubCategoryPlan[];
}

export interface DemoCatalogPlan {
  seed: number;
  topBannerText: string;
  categories: DemoCategoryPlan[];
}
