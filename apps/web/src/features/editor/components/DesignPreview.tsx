import type { OverlayLogo } from '@stamp/shared/compose/overlay';
import {
  PHONE_PREVIEW_MAX_SIDE,
  PREVIEW_MAX_SIDE,
  renditionWidth,
} from '@stamp/shared/compose/preview-size';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { OverlayPreview } from './OverlayPreview';
import { PreviewStage } from './PreviewStage';

/**
 * What both editors preview: the base image or video, at its aspect ratio in the stage, with
 * the design drawn over it. No watermark: the preview shows what a member's file will be (a
 * free download's badge is described under it on the item page).
 */
export function DesignPreview({
  base,
  settings,
  logo,
  sheetOpen,
  label,
}: {
  base: PreviewBase;
  settings: EditorSettings;
  logo: OverlayLogo | null;
  sheetOpen: boolean;
  /** What a screen reader hears for the preview. */
  label: string;
}) {
  return (
    <PreviewStage width={base.width} height={base.height} sheetOpen={sheetOpen}>
      <OverlayPreview
        width={base.width}
        height={base.height}
        settings={settings}
        logo={logo}
        watermark={false}
        label={label}
      >
        <PreviewMedia base={base} />
      </OverlayPreview>
    </PreviewStage>
  );
}

export interface PreviewBase {
  kind: 'image' | 'video';
  url: string;
  /** The same picture at phone size, when there is one (the watermarked preview's). */
  phoneUrl?: string | null;
  width: number;
  height: number;
  /** A video's first frame, shown until it plays. */
  posterUrl?: string | null;
  /** The page's main image: fetched before anything else. */
  priority?: boolean;
}

function PreviewMedia({ base }: { base: PreviewBase }) {
  if (base.kind === 'video') {
    return (
      <video
        key={base.url}
        src={base.url}
        poster={base.posterUrl ?? undefined}
        muted
        loop
        playsInline
        autoPlay
        controls
        className="absolute inset-0 size-full bg-black object-contain"
      />
    );
  }
  return (
    <img
      key={base.url}
      src={base.url}
      {...(base.phoneUrl ? choiceOfSizes(base, base.phoneUrl) : {})}
      alt=""
      width={base.width}
      height={base.height}
      {...(base.priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      className="absolute inset-0 size-full object-contain"
    />
  );
}

/**
 * The phone's rendition beside the full one: the browser takes the smaller where it is enough,
 * and a slow phone line carries a third fewer bytes for the page's largest picture. React writes
 * the same choice into the picture's preload in the page's head. The sizes are the stage's
 * widths for a square design (EditorLayout, PreviewStage): the screen less its margins on a
 * phone, about half of it from md, at most 576 px from lg; a portrait design is drawn narrower,
 * so it may get the larger file, never a blurred one.
 */
const PREVIEW_SIZES = '(min-width: 1024px) 576px, (min-width: 768px) 50vw, calc(100vw - 56px)';

function choiceOfSizes(base: PreviewBase, phoneUrl: string) {
  const phone = renditionWidth(base.width, base.height, PHONE_PREVIEW_MAX_SIDE);
  const full = renditionWidth(base.width, base.height, PREVIEW_MAX_SIDE);
  return {
    srcSet: `${phoneUrl} ${phone}w, ${base.url} ${full}w`,
    sizes: PREVIEW_SIZES,
  };
}
