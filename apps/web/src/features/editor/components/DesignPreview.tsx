import type { OverlayLogo } from '@stamp/shared/compose/overlay';
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
      alt=""
      width={base.width}
      height={base.height}
      {...(base.priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      className="absolute inset-0 size-full object-contain"
    />
  );
}
