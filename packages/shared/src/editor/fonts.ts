import { SCRIPT_FONTS, type ScriptFont, withScriptFallbacks } from '../compose/script-fonts';

/**
 * The editor's font menu (spec §5) and the family we ship for each entry (DESIGN.md "Fonts"):
 * the spec names commercial faces (Arial, Georgia…), we draw metric-compatible open ones, so a
 * line breaks where the name promises. `value` is what settings store (the old client's CSS
 * names, so saved settings keep working); `family` is the face both canvases draw with.
 */
export const EDITOR_FONTS = [
  { label: 'Sans Serif', value: 'sans-serif', family: 'Noto Sans' },
  { label: 'System UI', value: 'system-ui', family: 'Inter' },
  { label: 'Arial', value: 'Arial', family: 'Arimo' },
  { label: 'Roboto', value: 'Roboto', family: 'Roboto' },
  { label: 'Poppins', value: 'Poppins', family: 'Poppins' },
  { label: 'Serif', value: 'serif', family: 'Noto Serif' },
  { label: 'Georgia', value: 'Georgia', family: 'Gelasio' },
  { label: 'Times New Roman', value: 'Times New Roman', family: 'Tinos' },
  { label: 'Monospace', value: 'monospace', family: 'Noto Sans Mono' },
  { label: 'Courier New', value: 'Courier New', family: 'Cousine' },
  { label: 'Cursive', value: 'cursive', family: 'Dancing Script' },
] as const;

export type EditorFontValue = (typeof EDITOR_FONTS)[number]['value'];
export type EditorFontFamily = (typeof EDITOR_FONTS)[number]['family'];

export const EDITOR_FONT_VALUES = EDITOR_FONTS.map((f) => f.value) as [
  EditorFontValue,
  ...EditorFontValue[],
];

/** The shipped face of a font-menu value. */
export function editorFontFamily(value: EditorFontValue): EditorFontFamily {
  return (EDITOR_FONTS.find((f) => f.value === value) ?? EDITOR_FONTS[0]).family;
}

/**
 * The files each face ships as (fontsource package, weights). Faces without a weight use the
 * nearest one the same way on both canvases (CSS font matching), so the slider still works.
 */
export const EDITOR_FONT_FILES: ReadonlyArray<{
  family: EditorFontFamily | ScriptFont['family'];
  pkg: string;
  subsets: readonly string[];
  weights: readonly number[];
}> = [
  { family: 'Noto Sans', pkg: 'noto-sans', subsets: ['latin'], weights: allWeights() },
  { family: 'Inter', pkg: 'inter', subsets: ['latin'], weights: allWeights() },
  { family: 'Arimo', pkg: 'arimo', subsets: ['latin'], weights: [400, 500, 600, 700] },
  { family: 'Roboto', pkg: 'roboto', subsets: ['latin'], weights: allWeights() },
  { family: 'Poppins', pkg: 'poppins', subsets: ['latin', 'devanagari'], weights: allWeights() },
  { family: 'Noto Serif', pkg: 'noto-serif', subsets: ['latin'], weights: allWeights() },
  { family: 'Gelasio', pkg: 'gelasio', subsets: ['latin'], weights: [400, 500, 600, 700] },
  { family: 'Tinos', pkg: 'tinos', subsets: ['latin'], weights: [400, 700] },
  { family: 'Noto Sans Mono', pkg: 'noto-sans-mono', subsets: ['latin'], weights: allWeights() },
  { family: 'Cousine', pkg: 'cousine', subsets: ['latin'], weights: [400, 700] },
  {
    family: 'Dancing Script',
    pkg: 'dancing-script',
    subsets: ['latin'],
    weights: [400, 500, 600, 700],
  },
  // India's scripts, in every stack after the chosen face (bannerFont).
  ...SCRIPT_FONTS,
];

function allWeights(): number[] {
  return [300, 400, 500, 600, 700, 800, 900];
}

/** The CSS font shorthand the overlay draws banner text with. */
export function bannerFont(value: EditorFontValue, weight: number, sizePx: number): string {
  return `${weight} ${sizePx}px ${withScriptFallbacks(editorFontFamily(value))}`;
}
