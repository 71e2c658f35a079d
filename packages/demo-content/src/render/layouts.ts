import type { FrameId, LayoutId } from '../demo-types';
import type { MotifKind } from '../motif-kinds';
import { type Box, inset } from './geometry';

export interface SceneRegions {
  /** Inside the margins, below the logo zone and above the banner band. */
  safe: Box;
  /** Bottom band kept free of text for the user's banner (name, phone, address). */
  band: Box;
  text: Box;
  art: Box;
  /** A panel behind the text (card layout). */
  card: Box | null;
  /** Where an offer's "50% OFF" badge goes. */
  badge: Box | null;
  align: 'left' | 'center';
  valign: 'top' | 'center' | 'bottom';
  /** Reference width for font sizes. */
  ref: number;
  /**
   * How the regions settle once the text is measured: the illustration takes the room the
   * text leaves (below or above it), or the card hugs the text.
   */
  settle: 'artBelow' | 'artAbove' | 'hugCard' | 'fixed';
}

/**
 * Reserved zones. Stories keep ~12 % top and ~13 % bottom clear because Instagram and
 * WhatsApp draw their own bars there (Meta's 9:16 guidance asks for about 14 %); posts keep a
 * smaller top strip for the logo and a bottom band for the banner.
 */
function reserves(width: number, height: number, frame: FrameId) {
  const tall = height / width > 1.5;
  // The toran's marigold strands hang ~15 % of the width down.
  const garland = frame === 'toran' ? width * 0.07 : 0;
  return {
    side: width * 0.075,
    top: height * (tall ? 0.12 : 0.095) + garland,
    band: height * (tall ? 0.13 : 0.14),
  };
}

function splitV(box: Box, fraction: number, gap: number): [Box, Box] {
  const first = box.h * fraction;
  return [
    { x: box.x, y: box.y, w: box.w, h: first - gap / 2 },
    { x: box.x, y: box.y + first + gap / 2, w: box.w, h: box.h - first - gap / 2 },
  ];
}

function splitH(box: Box, fraction: number, gap: number): [Box, Box] {
  const first = box.w * fraction;
  return [
    { x: box.x, y: box.y, w: first - gap / 2, h: box.h },
    { x: box.x + first + gap / 2, y: box.y, w: box.w - first - gap / 2, h: box.h },
  ];
}

export function regionsFor(
  layout: LayoutId,
  width: number,
  height: number,
  kind: MotifKind,
  frame: FrameId,
): SceneRegions {
  const r = reserves(width, height, frame);
  const safe: Box = { x: r.side, y: r.top, w: width - 2 * r.side, h: height - r.top - r.band };
  const band: Box = { x: 0, y: height - r.band, w: width, h: r.band };
  const tall = height / width > 1.5;
  const gap = width * 0.03;
  // Stories have height to spare: their type runs ~12 % larger than a post's.
  const base = { safe, band, card: null, badge: null, ref: width * (tall ? 1.12 : 1) };

  // A story has no room beside the text: side-by-side layouts stack instead.
  const stacked = tall && (layout === 'side' || layout === 'offer');
  if (layout === 'heroBottom' || (stacked && layout === 'side')) {
    const [text, art] = splitV(safe, 0.58, gap);
    return { ...base, text, art, align: 'center', valign: 'top', settle: 'artBelow' };
  }
  if (layout === 'heroTop') {
    const [art, text] = splitV(safe, 0.4, gap);
    const room = { ...text, y: safe.y + safe.h * 0.3, h: safe.h * 0.7 };
    return { ...base, text: room, art, align: 'center', valign: 'bottom', settle: 'artAbove' };
  }
  if (layout === 'side') {
    const [text, art] = splitH(safe, 0.57, gap);
    return { ...base, text, art, align: 'left', valign: 'center', settle: 'fixed' };
  }
  if (layout === 'offer' && !stacked) {
    const [text, right] = splitH(safe, 0.56, gap);
    const [badge, art] = splitV(right, 0.55, gap);
    return { ...base, text, art, badge, align: 'left', valign: 'center', settle: 'fixed' };
  }
  if (layout === 'offer') {
    const [text, rest] = splitV(safe, 0.42, gap);
    const [badge, art] = splitV(rest, 0.52, gap);
    return { ...base, text, art, badge, align: 'center', valign: 'center', settle: 'fixed' };
  }
  // card and centerFrame: text in the middle; a scene illustration gets the bottom third.
  const [top, bottom] = kind === 'scene' ? splitV(safe, 0.66, gap) : [safe, safe];
  if (layout === 'card') {
    const card = inset(top, width * 0.02, 0);
    return {
      ...base,
      text: inset(card, width * 0.07),
      art: bottom,
      card,
      align: 'center',
      valign: 'center',
      settle: 'hugCard',
    };
  }
  return {
    ...base,
    text: inset(top, width * 0.05),
    art: bottom,
    align: 'center',
    valign: 'center',
    settle: 'fixed',
  };
}

/**
 * Final regions once the text's height is known, and how far to move the text: the
 * illustration takes its preferred shape in the room the text leaves (at most 62 % of the
 * safe height) and text plus illustration are centred together; a card hugs its text.
 */
export function settleRegions(
  regions: SceneRegions,
  textBounds: Box,
  width: number,
  artAspect: number,
): { regions: SceneRegions; dy: number } {
  const { safe } = regions;
  const gap = width * 0.04;
  if (regions.settle === 'artBelow' || regions.settle === 'artAbove') {
    const artH = Math.min(safe.h - textBounds.h - gap, safe.h * 0.62, regions.art.w / artAspect);
    const top = safe.y + (safe.h - textBounds.h - gap - artH) / 2;
    if (regions.settle === 'artBelow') {
      const art = { ...regions.art, y: top + textBounds.h + gap, h: artH };
      return { regions: { ...regions, art }, dy: top - textBounds.y };
    }
    const art = { ...regions.art, y: top, h: artH };
    return { regions: { ...regions, art }, dy: top + artH + gap - textBounds.y };
  }
  if (regions.settle === 'hugCard' && regions.card) {
    const pad = width * 0.07;
    const h = Math.min(regions.card.h, textBounds.h + 2 * pad);
    const card = { ...regions.card, y: textBounds.y + textBounds.h / 2 - h / 2, h };
    return { regions: { ...regions, card }, dy: 0 };
  }
  return { regions, dy: 0 };
}
