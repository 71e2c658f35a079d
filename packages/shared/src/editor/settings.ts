import { z } from 'zod';
import { EDITOR_FONT_VALUES } from './fonts';

/**
 * The editor's settings (spec §3), their ranges (spec §5) and defaults (spec §9). One schema
 * for the editor's controls, for what the browser saves per item, and for what the server
 * accepts before it renders a download: a value out of range is a 400, never a clamp.
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

// #rgb or #rrggbb, and #rrggbbaa for a see-through strip.
const colour = (name: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, `${name} must be a colour like #1a2b3c`);

const slider = (name: string, range: SliderRange) =>
  z
    .number({ error: `${name} must be a number` })
    .min(range.min, `${name} must be between ${range.min} and ${range.max}`)
    .max(range.max, `${name} must be between ${range.min} and ${range.max}`);

export const editorSettingsSchema = z.object({
  bannerEnabled: z.boolean(),
  bannerAlign: z.enum(ALIGNS),
  bannerMode: z.enum(BANNER_MODES),
  bannerStripHeightPct: slider('Strip height', SLIDERS.bannerStripHeightPct),
  bannerTextOffsetPct: slider('Text position', SLIDERS.bannerTextOffsetPct),
  bannerTextColor: colour('Text colour'),
  bannerFontFamily: z.enum(EDITOR_FONT_VALUES, { error: 'Choose a font from the list' }),
  bannerFontWeight: slider('Font weight', SLIDERS.bannerFontWeight).multipleOf(
    100,
    'Font weight must be a multiple of 100',
  ),
  bannerFontScale: slider('Font size', SLIDERS.bannerFontScale),
  bannerText: z
    .string()
    .max(BANNER_TEXT_MAX, `Banner text must be at most ${BANNER_TEXT_MAX} characters`),
  // Empty: the see-through 55% black strip of spec §9.
  stripColor: colour('Strip colour').or(z.literal('')),
  logoEnabled: z.boolean(),
  logoAlign: z.enum(ALIGNS),
  logoPaddingTop: slider('Logo top padding', SLIDERS.logoPaddingTop),
  logoPaddingSide: slider('Logo side padding', SLIDERS.logoPaddingSide),
  logoScalePct: slider('Logo size', SLIDERS.logoScalePct),
});
export type EditorSettings = z.infer<typeof editorSettingsSchema>;

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

/**
 * Settings restored from storage (spec §5: "apply only when each value has the right type"):
 * every key that is valid on its own is taken, anything else keeps its default, so one stale
 * or hand-edited value never throws away the rest.
 */
export function restoreSettings(saved: unknown, base: EditorSettings = EDITOR_DEFAULTS) {
  const restored: Record<string, unknown> = { ...base };
  if (typeof saved !== 'object' || saved === null) return base;
  const shape = editorSettingsSchema.shape;
  for (const key of Object.keys(shape) as Array<keyof typeof shape>) {
    const parsed = shape[key].safeParse((saved as Record<string, unknown>)[key]);
    if (parsed.success) restored[key] = parsed.data;
  }
  return restored as EditorSettings;
}
