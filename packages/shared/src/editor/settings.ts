import { EDITOR_FONT_VALUES, type EditorFontValue } from './fonts';

/**
 * The editor's settings (spec §3), their ranges (spec §5) and defaults (spec §9), without zod:
 * the item page imports this on its first load. settings-schema.ts builds the server's zod
 * schema from the same ranges; `restoreSettings` checks each value the same way (a test keeps
 * the two in agreement).
 */

export const ALIGNS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNS)[number];
export const BANNER_MODES = ['text', 'strip', 'full'] as const;
export type BannerMode = (typeof BANNER_MODES)[number];

/** A slider's range and step; the schema and the controls both read it. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export const SLIDERS = {
  logoScalePct: { min: 0.06, max: 0.3, step: 0.01 },
  bannerStripHeightPct: { min: 0.06, max: 0.4, step: 0.01 },
  bannerTextOffsetPct: { min: -0.4, max: 0.4, step: 0.02 },
  bannerFontWeight: { min: 300, max: 900, step: 100 },
  bannerFontScale: { min: 0.6, max: 1.8, step: 0.1 },
  // Not given by the specification: logo padding in pixels of a 1080 px wide output, scaled
  // with the output so a 4K download looks like its 1080 px preview.
  logoPaddingTop: { min: 0, max: 120, step: 1 },
  logoPaddingSide: { min: 0, max: 120, step: 1 },
} as const satisfies Record<string, SliderRange>;

export const BANNER_TEXT_MAX = 200;

/** #rgb or #rrggbb, and #rrggbbaa for a see-through strip. */
export const COLOUR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface EditorSettings {
  bannerEnabled: boolean;
  bannerAlign: Align;
  bannerMode: BannerMode;
  bannerStripHeightPct: number;
  bannerTextOffsetPct: number;
  bannerTextColor: string;
  bannerFontFamily: EditorFontValue;
  bannerFontWeight: number;
  bannerFontScale: number;
  bannerText: string;
  /** Empty: the see-through 55% black strip of spec §9. */
  stripColor: string;
  logoEnabled: boolean;
  logoAlign: Align;
  logoPaddingTop: number;
  logoPaddingSide: number;
  logoScalePct: number;
}

export const EDITOR_DEFAULTS: EditorSettings = {
  bannerEnabled: true,
  bannerAlign: 'center',
  bannerMode: 'text',
  bannerStripHeightPct: 0.18,
  bannerTextOffsetPct: 0,
  bannerTextColor: '#ffffff',
  bannerFontFamily: 'sans-serif',
  bannerFontWeight: 600,
  bannerFontScale: 1,
  bannerText: '',
  stripColor: '#000000',
  logoEnabled: true,
  logoAlign: 'left',
  logoPaddingTop: 12,
  logoPaddingSide: 12,
  logoScalePct: 0.12,
};

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isOneOf = (options: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && options.includes(value);
const isColour = (value: unknown) => typeof value === 'string' && COLOUR_PATTERN.test(value);
const inRange = (range: SliderRange) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

/** Whether a value is acceptable for each setting: the schema's rules, one key at a time. */
export const SETTING_CHECKS: { [K in keyof EditorSettings]: (value: unknown) => boolean } = {
  bannerEnabled: isBoolean,
  bannerAlign: isOneOf(ALIGNS),
  bannerMode: isOneOf(BANNER_MODES),
  bannerStripHeightPct: inRange(SLIDERS.bannerStripHeightPct),
  bannerTextOffsetPct: inRange(SLIDERS.bannerTextOffsetPct),
  bannerTextColor: isColour,
  bannerFontFamily: isOneOf(EDITOR_FONT_VALUES),
  bannerFontWeight: (value) =>
    inRange(SLIDERS.bannerFontWeight)(value) && (value as number) % 100 === 0,
  bannerFontScale: inRange(SLIDERS.bannerFontScale),
  bannerText: (value) => typeof value === 'string' && value.length <= BANNER_TEXT_MAX,
  stripColor: (value) => value === '' || isColour(value),
  logoEnabled: isBoolean,
  logoAlign: isOneOf(ALIGNS),
  logoPaddingTop: inRange(SLIDERS.logoPaddingTop),
  logoPaddingSide: inRange(SLIDERS.logoPaddingSide),
  logoScalePct: inRange(SLIDERS.logoScalePct),
};

/**
 * Settings restored from storage (spec §5: "apply only when each value has the right type"):
 * every key that is valid on its own is taken, anything else keeps its default, so one stale
 * or hand-edited value never throws away the rest.
 */
export function restoreSettings(saved: unknown, base: EditorSettings = EDITOR_DEFAULTS) {
  if (typeof saved !== 'object' || saved === null) return base;
  const restored: Record<string, unknown> = { ...base };
  for (const [key, check] of Object.entries(SETTING_CHECKS)) {
    const value = (saved as Record<string, unknown>)[key];
    if (check(value)) restored[key] = value;
  }
  return restored as unknown as EditorSettings;
}
