import { FONT_FAMILY } from '@stamp/shared/compose/fonts';
import type { CreativeType } from '@stamp/shared/schemas/catalog';
import { AI_STYLES, CATEGORY_SPECS, TOP_BANNER_TEXTS } from './content/catalog-spec';
import type { CategorySpec, StyleSpec, SubCategorySpec, TypeKey } from './content/spec';
import type {
  DemoCatalogPlan,
  DemoCategoryPlan,
  DemoMediaPlan,
  DemoRecipe,
  DemoSubCategoryPlan,
  DemoText,
  HeadlineType,
  LayoutId,
  ParticleId,
} from './demo-types';
import { MOTIF_KIND } from './motif-kinds';
import { PALETTES } from './palettes';
import { chance, deriveSeed, intBetween, pick, type Rng, rngFor, shuffled } from './prng';

/** Output sizes: Instagram's 1:1 post, 9:16 story, 4:5 portrait for AI art, 720p reels. */
export const DEMO_SIZES: Record<CreativeType, { width: number; height: number }> = {
  post: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  aiGenerated: { width: 1080, height: 1350 },
  reel: { width: 720, height: 1280 },
};

/** Category and sub-category card images: square, big enough for a 2× card. */
export const DEMO_THUMBNAIL_SIZE = 800;

const TYPE_PRESETS: Record<TypeKey, HeadlineType> = {
  script: { family: FONT_FAMILY.dancingScript, weight: 700, uppercase: false },
  display: { family: FONT_FAMILY.poppins, weight: 800, uppercase: true },
  bold: { family: FONT_FAMILY.poppins, weight: 700, uppercase: false },
  serif: { family: FONT_FAMILY.notoSerif, weight: 700, uppercase: false },
  modern: { family: FONT_FAMILY.inter, weight: 800, uppercase: false },
};

const AI_PALETTES = AI_STYLES[0]?.palettes ?? ['neonDream'];
const MOVING: readonly ParticleId[] = [
  'sparkles',
  'bokeh',
  'confetti',
  'petals',
  'snow',
  'stars',
  'colourDust',
];
// Short, like most greeting reels, and kind to the seed's time budget (each second is 24
// frames drawn here and transcoded twice by the ingest).
const VIDEO_SECONDS = [5, 6, 7] as const;
const SIDE_MAX_HEADLINE = 16;

const KEY_SLUG: Record<CreativeType, string> = {
  post: 'post',
  story: 'story',
  aiGenerated: 'ai',
  reel: 'reel',
};

/** Roughly 30 % stories and 12 % AI art, at least one of each so every filter tab has items. */
function creativeMix(count: number, rng: Rng): CreativeType[] {
  const ai = Math.max(1, Math.round(count * 0.12));
  const story = Math.max(2, Math.round(count * 0.3));
  const post = Math.max(1, count - ai - story);
  const kinds: CreativeType[] = [
    ...Array<CreativeType>(post).fill('post'),
    ...Array<CreativeType>(story).fill('story'),
    ...Array<CreativeType>(ai).fill('aiGenerated'),
  ];
  return shuffled(rng, kinds).slice(0, count);
}

/** The sub-category's own motif restyled as AI art: its illustration in dreamy colours. */
function aiVariant(base: StyleSpec): StyleSpec {
  return {
    ...base,
    name: `${base.name} AI Art`,
    palettes: AI_PALETTES,
    backgrounds: ['mesh'],
    particles: ['sparkles', 'bokeh'],
  };
}

function layoutFor(style: StyleSpec, rng: Rng): LayoutId {
  const layout = pick(rng, style.layouts);
  const centred = layout === 'card' || layout === 'centerFrame';
  if (MOTIF_KIND[style.motif] === 'decor' && !centred) {
    throw new Error(`style "${style.name}": decor motif ${style.motif} needs a centred layout`);
  }
  return layout;
}

function recipeFor(style: StyleSpec, kind: CreativeType, rng: Rng, seed: number): DemoRecipe {
  const particles = pick(rng, style.particles);
  return {
    seed,
    palette: PALETTES[pick(rng, style.palettes)],
    background: pick(rng, style.backgrounds),
    layout: layoutFor(style, rng),
    motif: style.motif,
    frame: pick(rng, style.frames),
    // A reel needs something moving besides the text.
    particles: kind === 'reel' && particles === 'none' ? pick(rng, MOVING.slice(0, 2)) : particles,
    headline: TYPE_PRESETS[pick(rng, style.type)],
  };
}

function textFor(
  spec: SubCategorySpec,
  recipe: DemoRecipe,
  kind: CreativeType,
  rng: Rng,
): DemoText {
  const hindiFirst = chance(rng, spec.hindiFirst);
  const text: DemoText = {
    headline: hindiFirst ? pick(rng, spec.hindi) : pick(rng, spec.headlines),
  };
  const secondary = hindiFirst
    ? chance(rng, 0.6) && pick(rng, spec.headlines)
    : chance(rng, 0.75) && pick(rng, spec.hindi);
  if (secondary && secondary !== text.headline) text.secondary = secondary;
  if (chance(rng, 0.5)) text.kicker = pick(rng, spec.kickers);
  const tall = kind === 'story' || kind === 'reel';
  if (tall || chance(rng, 0.7)) text.body = pick(rng, spec.bodies);
  if (recipe.layout === 'offer' || chance(rng, 0.55)) text.cta = pick(rng, spec.ctas);
  if (recipe.layout === 'offer') {
    if (!spec.badges?.length) throw new Error(`${spec.key}: the offer layout needs badges`);
    text.badge = pick(rng, spec.badges);
  }
  // A square post with five text parts leaves no room for its illustration: keep three.
  if (!tall && text.kicker && text.secondary && text.body) {
    if (text.cta && recipe.layout !== 'offer') delete text.cta;
    else delete text.kicker;
  }
  return text;
}

function titleFor(
  stem: string,
  style: StyleSpec,
  recipe: DemoRecipe,
  kind: CreativeType,
  used: Set<string>,
): string {
  const suffix = kind === 'story' ? ' Story' : kind === 'reel' ? ' Reel' : '';
  const candidates = [
    `${stem} – ${style.name}${suffix}`,
    `${stem} – ${recipe.palette.name} ${style.name}${suffix}`,
  ];
  let title = candidates.find((c) => !used.has(c));
  for (let n = 2; !title; n++) {
    const numbered = `${candidates[1]} ${n}`;
    if (!used.has(numbered)) title = numbered;
  }
  used.add(title);
  return title;
}

interface ItemDraft {
  spec: SubCategorySpec;
  kind: CreativeType;
  index: number;
  style: StyleSpec;
  rng: Rng;
  seed: number;
  used: Set<string>;
  trendingShare: number;
}

function mediaItem(d: ItemDraft): DemoMediaPlan {
  const key = `${d.spec.key}-${KEY_SLUG[d.kind]}-${String(d.index + 1).padStart(2, '0')}`;
  const drafted = recipeFor(d.style, d.kind, d.rng, deriveSeed(d.seed, key));
  const text = textFor(d.spec, drafted, d.kind, d.rng);
  // A long headline in a half-width column would shrink to caption size: stack it instead.
  const recipe: DemoRecipe =
    drafted.layout === 'side' && text.headline.length > SIDE_MAX_HEADLINE
      ? { ...drafted, layout: 'heroBottom' }
      : drafted;
  const stem = pick(d.rng, d.spec.titles);
  const video = d.kind === 'reel';
  return {
    key,
    title: titleFor(stem, d.style, recipe, d.kind, d.used),
    type: video ? 'video' : 'image',
    creativeType: d.kind,
    ...DEMO_SIZES[d.kind],
    durationS: video ? pick(d.rng, VIDEO_SECONDS) : null,
    isTrending: chance(d.rng, video ? 0.5 : d.trendingShare),
    isLatest: chance(d.rng, 0.15),
    text,
    recipe,
  };
}

function thumbnail(key: string, style: StyleSpec, text: DemoText, seed: number): DemoMediaPlan {
  const centred = MOTIF_KIND[style.motif] === 'decor';
  const recipe: DemoRecipe = {
    seed: deriveSeed(seed, key),
    palette: PALETTES[style.palettes[0] ?? 'royalMaroon'],
    background: style.backgrounds[0] ?? 'linear',
    layout: centred ? 'centerFrame' : 'heroBottom',
    motif: style.motif,
    frame: style.frames[0] ?? 'none',
    particles: style.particles[0] ?? 'none',
    headline: TYPE_PRESETS[style.type[0] ?? 'bold'],
  };
  return {
    key,
    title: text.headline,
    type: 'image',
    creativeType: 'post',
    width: DEMO_THUMBNAIL_SIZE,
    height: DEMO_THUMBNAIL_SIZE,
    durationS: null,
    isTrending: false,
    isLatest: false,
    text,
    recipe,
  };
}

function planSubCategory(
  spec: SubCategorySpec,
  category: CategorySpec,
  sortOrder: number,
  seed: number,
): DemoSubCategoryPlan {
  const rng = rngFor(seed, `sub:${spec.key}`);
  const used = new Set<string>();
  const trendingShare = category.key === 'festivals' ? 0.2 : 0.1;
  const counters: Record<CreativeType, number> = { post: 0, story: 0, aiGenerated: 0, reel: 0 };
  // Styles take turns from a random start, so each sub-category shows all its looks.
  const start = intBetween(rng, 0, spec.styles.length - 1);
  const media: DemoMediaPlan[] = creativeMix(spec.images, rng).map((kind, i) => {
    const base = spec.styles[(start + i) % spec.styles.length] as StyleSpec;
    const style =
      kind === 'aiGenerated' ? (chance(rng, 0.5) ? pick(rng, AI_STYLES) : aiVariant(base)) : base;
    return mediaItem({
      spec,
      kind,
      index: counters[kind]++,
      style,
      rng,
      seed,
      used,
      trendingShare,
    });
  });
  for (let v = 0; v < spec.videos; v++) {
    const style = spec.styles[(start + v) % spec.styles.length] as StyleSpec;
    media.push(mediaItem({ spec, kind: 'reel', index: v, style, rng, seed, used, trendingShare }));
  }
  const first = spec.styles[0] as StyleSpec;
  const hindi = spec.hindi[0];
  return {
    key: spec.key,
    name: spec.name,
    sortOrder,
    thumbnail: thumbnail(
      `sub-${spec.key}`,
      first,
      { headline: spec.name, ...(hindi ? { secondary: hindi } : {}) },
      seed,
    ),
    media,
  };
}

/**
 * The whole demo catalog as plain data. Each sub-category draws from its own seeded stream,
 * so the same seed always gives the same plan (and, rendered, the same bytes), and editing
 * one sub-category's content leaves the others unchanged.
 */
export function planDemoCatalog(seed = 1): DemoCatalogPlan {
  const categories: DemoCategoryPlan[] = CATEGORY_SPECS.map((spec, c) => {
    const subCategories = spec.subCategories.map((sub, s) => planSubCategory(sub, spec, s, seed));
    const style = spec.subCategories[0]?.styles[0];
    if (!style) throw new Error(`category ${spec.key} has no sub-category`);
    const names = spec.subCategories.slice(0, 3).map((s) => s.name);
    return {
      key: spec.key,
      name: spec.name,
      sortOrder: c,
      thumbnail: thumbnail(
        `category-${spec.key}`,
        style,
        { headline: spec.name, body: names.join(' · ') },
        seed,
      ),
      subCategories,
    };
  });
  return {
    seed,
    topBannerText: pick(rngFor(seed, 'banner'), TOP_BANNER_TEXTS),
    categories,
  };
}

/** Every media item of a plan, in catalog order. */
export function demoMediaOf(plan: DemoCatalogPlan): DemoMediaPlan[] {
  return plan.categories.flatMap((c) => c.subCategories.flatMap((s) => s.media));
}
