/**
 * The faces that draw India's scripts in any banner, whatever face the user picked: the chosen
 * face draws what it has (Latin, and Devanagari for Poppins) and every other character falls
 * through this list to the first face that has it, on both canvases alike (decision note 0028).
 * The browser declares each file with its subset's unicode-range, so it fetches a file only
 * for text in that script; the server's canvas registers the same files.
 */
export interface ScriptFont {
  /** The writing system, as the editor's users would name it. */
  script: string;
  family: string;
  /** The @fontsource package (`@fontsource/<pkg>`). */
  pkg: string;
  /** The package's subset files to load: the script's own, and Latin where noted. */
  subsets: readonly string[];
  weights: readonly number[];
}

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    script: 'Devanagari',
    family: 'Noto Sans Devanagari',
    pkg: 'noto-sans-devanagari',
    // The Latin file too: the demo content draws Latin in this face alone (fontStack).
    subsets: ['devanagari', 'latin'],
    weights: allWeights(),
  },
  notoSans('Bengali', 'bengali'),
  notoSans('Gujarati', 'gujarati'),
  notoSans('Gurmukhi', 'gurmukhi'),
  // Fontsource still names Odia by its former English name.
  notoSans('Odia', 'oriya'),
  notoSans('Tamil', 'tamil'),
  notoSans('Telugu', 'telugu'),
  notoSans('Kannada', 'kannada'),
  notoSans('Malayalam', 'malayalam'),
  {
    // Nastaliq, the style Urdu is read in (Naskh reads as Arabic). It ships 400–700 only: the
    // slider's lighter and heavier weights take the nearest one by CSS font matching, which
    // Chromium and Skia both implement.
    script: 'Urdu',
    family: 'Noto Nastaliq Urdu',
    pkg: 'noto-nastaliq-urdu',
    subsets: ['arabic'],
    weights: [400, 500, 600, 700],
  },
];

/** `family` first, then every script face it does not already name, in fallback order. */
export function scriptFallbacks(family: string): string[] {
  return [family, ...SCRIPT_FONTS.map((f) => f.family).filter((f) => f !== family)];
}

/** The same as a CSS font-family list. */
export function withScriptFallbacks(family: string): string {
  return scriptFallbacks(family)
    .map((f) => `"${f}"`)
    .join(', ');
}

/** Noto Sans <Script>, fontsource's `noto-sans-<subset>`, its files named by the subset. */
function notoSans(script: string, subset: string): ScriptFont {
  const name = subset.charAt(0).toUpperCase() + subset.slice(1);
  return {
    script,
    family: `Noto Sans ${name}`,
    pkg: `noto-sans-${subset}`,
    subsets: [subset],
    weights: allWeights(),
  };
}

// The banner's weight slider runs 300–900 (editor/settings.ts SLIDERS.bannerFontWeight).
function allWeights(): number[] {
  return [300, 400, 500, 600, 700, 800, 900];
}
