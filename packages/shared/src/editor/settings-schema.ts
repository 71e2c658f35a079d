import { z } from 'zod';
import { EDITOR_FONT_VALUES } from './fonts';
import {
  ALIGNS,
  BANNER_MODES,
  BANNER_TEXT_MAX,
  COLOUR_PATTERN,
  type EditorSettings,
  SLIDERS,
  type SliderRange,
} from './settings';

/**
 * The zod schema of the editor's settings (settings.ts holds the values, ranges and defaults):
 * what the server accepts before it renders a download (a value out of range is a 400 with a
 * clear message, never a clamp), and what the brand kit stores. The browser's item page restores
 * saved settings with settings.ts' own checks, which are kept equal to
 * these (settings.test.ts), so it does not download zod.
 */

const colour = (name: string) =>
  z.string().regex(COLOUR_PATTERN, `${name} must be a colour like #1a2b3c`);

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

// The hand-written type and the schema's must stay the same type, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof editorSettingsSchema>, EditorSettings> = true;
void schemaMatchesType;
