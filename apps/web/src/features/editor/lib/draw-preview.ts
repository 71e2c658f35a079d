import type { Canvas2DContext } from '@stamp/shared/compose/context';
import { drawOverlay, type OverlayLogo } from '@stamp/shared/compose/overlay';
import { scriptFallbacks } from '@stamp/shared/compose/script-fonts';
import { editorFontFamily } from '@stamp/shared/editor/fonts';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { facesForText } from './faces-for-text';

export interface PreviewFrame {
  /** The design's real size: the overlay is laid out for it, then scaled onto the canvas. */
  width: number;
  height: number;
  settings: EditorSettings;
  logo: OverlayLogo | null;
  /** Only where the base has none already (the custom editor's own uploads never do). */
  watermark: boolean;
}

let editorFaces: Promise<boolean> | undefined;
let editorFacesDeclared = false;

/**
 * Declares the editor's faces (editor-fonts.ts: a stylesheet of some 135 @font-face rules) the
 * first time a banner or the font picker needs them, not with the editor's code. Inserted with
 * it, that stylesheet was parsed, and every text of the page matched against its faces again, in
 * the item page's longest task of hydration, for a visitor who had typed nothing yet.
 */
export function declareEditorFaces(): Promise<boolean> {
  editorFaces ??= import('./editor-fonts').then(
    () => {
      editorFacesDeclared = true;
      return true;
    },
    // Offline, or a deploy replaced the file: the banner is drawn in the fallback face, and the
    // next edit asks again.
    () => {
      editorFaces = undefined;
      return false;
    },
  );
  return editorFaces;
}

/**
 * Whether the banner's faces are ready to draw; if not, starts loading them (the chosen face and
 * the script faces the text falls back to, only those: faces-for-text.ts) and resolves when they
 * are, so the caller draws again then. Drawing before would lay the text out in a fallback face
 * and jump when the real one lands. Resolves to false when the faces could not be declared.
 */
export function bannerFontReady(settings: EditorSettings): true | Promise<unknown> {
  const text = settings.bannerText.trim();
  // No banner is drawn (spec §9), so no face is needed: a design opened with no text yet
  // downloads no banner font on the page's first load.
  if (!settings.bannerEnabled || !text) return true;
  if (!editorFacesDeclared) {
    return declareEditorFaces().then((declared) => (declared ? bannerFontReady(settings) : false));
  }
  const families = scriptFallbacks(editorFontFamily(settings.bannerFontFamily));
  const needed = [...facesForText(families, text, document.fonts)].map(
    ([family, chars]) => [`${settings.bannerFontWeight} 40px "${family}"`, chars] as const,
  );
  if (needed.every(([font, chars]) => document.fonts.check(font, chars))) return true;
  return Promise.all(needed.map(([font, chars]) => document.fonts.load(font, chars)));
}

const everDrawn = new WeakSet<HTMLCanvasElement>();

/** Whether `drawOverlay` would draw nothing: the rules of spec §9 for the banner and the logo. */
function overlayIsEmpty({ settings, logo, watermark }: PreviewFrame): boolean {
  const banner = settings.bannerEnabled && settings.bannerText.trim() !== '';
  return !banner && !(settings.logoEnabled && logo) && !watermark;
}

/**
 * Draws the overlay of a design onto a preview canvas whose pixel size may be smaller than the
 * design (a 4K original previewed in a 700 px box): the shared `drawOverlay` lays out for the
 * design's own size under a scale transform, so the preview is the download, only smaller.
 */
export function drawPreview(canvas: HTMLCanvasElement, frame: PreviewFrame): void {
  // A design with nothing on it yet (no banner text, no logo) leaves the canvas blank: its 2D
  // context (a full-size backing store) is not even created until something is drawn.
  if (!everDrawn.has(canvas) && overlayIsEmpty(frame)) return;
  everDrawn.add(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(canvas.width / frame.width, 0, 0, canvas.height / frame.height, 0, 0);
  drawOverlay(ctx as Canvas2DContext, frame);
}
