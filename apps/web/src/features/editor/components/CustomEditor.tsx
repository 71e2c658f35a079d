import type { User } from '@stamp/shared/schemas/user';
import { Film, ImageIcon, RefreshCw } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useBrandKit } from '../api/brand-kit';
import { type BaseFile, useBaseFile } from '../hooks/use-base-file';
import { useCustomDownload } from '../hooks/use-custom-download';
import { useDesign } from '../hooks/use-design';
import { useLogoImage } from '../hooks/use-logo-image';
import { useLogoUpload } from '../hooks/use-logo-upload';
import { megabytes } from '../lib/base-file';
import { BaseDropzone, FileInput } from './BaseDropzone';
import { BottomSheet, useCloseSheetOnScroll } from './BottomSheet';
import { CustomDownloadBar } from './CustomDownloadBar';
import { EditorPanel } from './EditorPanel';
import { OverlayPreview } from './OverlayPreview';
import { PreviewStage } from './PreviewStage';

// The design is remembered on this device like an item's, under its own key.
const DESIGN_KEY = 'custom-editor';

/**
 * The custom editor (spec §2, §4): the member's own image or video under the item editor's
 * overlay and controls (left panel on large screens, bottom sheet on phones), downloaded clean.
 */
export function CustomEditor({ user }: { user: User }) {
  const kit = useBrandKit(true);
  const { design, update, setLogo, reset } = useDesign(DESIGN_KEY, kit.data);
  const { addLogo, uploadingLogo } = useLogoUpload(true, setLogo);
  const logoSrc = kit.data?.logos.find((l) => l._id === design.logoId)?.url ?? null;
  const logo = useLogoImage(logoSrc);
  const { base, opening, error, choose } = useBaseFile();
  const download = useCustomDownload({ base, design, logo });
  const large = useMediaQuery('(min-width: 1024px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  useCloseSheetOnScroll(
    !large && sheetOpen,
    useCallback(() => setSheetOpen(false), []),
  );
  const stage = useRef<HTMLDivElement>(null);
  const toggleSheet = () => {
    if (!sheetOpen) bringIntoView(stage.current);
    setSheetOpen((open) => !open);
  };
  const working = download.phase.kind !== 'idle' && download.phase.kind !== 'share';

  const panel = (
    <EditorPanel
      design={design}
      update={update}
      onReset={reset}
      logos={kit.data?.logos ?? []}
      onChooseLogo={(logoId) => setLogo({ logoId, localLogo: false })}
      onUploadLogo={(file) => void addLogo(file)}
      uploadingLogo={uploadingLogo}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 sm:pt-8 lg:pb-12">
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          Custom editor
        </h1>
        <p className="text-sm text-muted">
          Your own image or video with your logo and banner, downloaded without a watermark.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {large && (
          <aside
            aria-label="Design settings"
            className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-3xl border border-border bg-surface p-5"
          >
            {panel}
          </aside>
        )}

        <div className="flex flex-col gap-4">
          {base ? (
            <div ref={stage} className="flex flex-col gap-4">
              <PreviewStage width={base.width} height={base.height} sheetOpen={sheetOpen}>
                <OverlayPreview
                  width={base.width}
                  height={base.height}
                  settings={design.settings}
                  logo={logo}
                  watermark={false}
                  label="Your file with your logo and banner"
                >
                  <BaseMedia base={base} />
                </OverlayPreview>
              </PreviewStage>
              <FileBar base={base} error={error} disabled={working || opening} onFile={choose} />
            </div>
          ) : (
            <BaseDropzone opening={opening} error={error} onFile={choose} />
          )}
          <CustomDownloadBar
            phase={download.phase}
            remaining={user.downloads.count}
            hasBase={base !== null}
            onDownload={() => void download.start()}
            onShare={() => void download.share()}
          />
        </div>

        {!large && (
          <BottomSheet open={sheetOpen} onToggle={toggleSheet}>
            {panel}
          </BottomSheet>
        )}
      </div>
    </div>
  );
}

// The preview stage's padding (p-3): the design itself starts this far inside it.
const STAGE_PADDING_PX = 12;

/**
 * On a phone the sheet covers the lower half of the screen: before it opens, the preview is
 * scrolled up under the sticky header so the design stays in view above the sheet (the item
 * page has no header, so its preview is there already). Instant, before the sheet opens, so
 * the spec's close-on-scroll does not see it.
 */
function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = element.getBoundingClientRect().top + window.scrollY - header + STAGE_PADDING_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

function BaseMedia({ base }: { base: BaseFile }) {
  if (base.kind === 'video') {
    return (
      <video
        key={base.url}
        src={base.url}
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
      decoding="async"
      className="absolute inset-0 size-full object-contain"
    />
  );
}

/** The chosen file's name, size and pixels, and a way to choose another. */
function FileBar({
  base,
  error,
  disabled,
  onFile,
}: {
  base: BaseFile;
  error: string | null;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const Icon = base.kind === 'video' ? Film : ImageIcon;
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{base.file.name}</p>
        <p className="text-xs text-muted">
          {megabytes(base.file.size)} · {base.width} × {base.height}
        </p>
        {error && <p className="mt-1 text-xs font-medium text-danger">{error}</p>}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Replace
      </Button>
      <FileInput inputRef={input} onFile={onFile} />
    </div>
  );
}
