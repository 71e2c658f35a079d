import type { User } from '@stamp/shared/schemas/user';
import { Film, ImageIcon, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { useBrandKit } from '../api/brand-kit';
import { type BaseFile, useBaseFile } from '../hooks/use-base-file';
import { useCustomDownload } from '../hooks/use-custom-download';
import { useDesign } from '../hooks/use-design';
import { useDesignPanel } from '../hooks/use-design-panel';
import { useEditorLayout } from '../hooks/use-editor-layout';
import { useEditorLogo } from '../hooks/use-editor-logo';
import { megabytes } from '../lib/base-file';
import { t } from '../messages';
import { BASE_ACCEPT, BaseDropzone } from './BaseDropzone';
import { BottomSheet } from './BottomSheet';
import { CustomDownloadBar } from './CustomDownloadBar';
import { DesignPreview } from './DesignPreview';
import { ShareActions } from './DownloadActions';
import { EditorLayout } from './EditorLayout';
import { EditorPanel } from './EditorPanel';
import { HiddenFileInput } from './HiddenFileInput';

// The design is remembered on this device like an item's, under its own key.
const DESIGN_KEY = 'custom-editor';

/**
 * The custom editor (spec §2, §4): the member's own image or video under the item editor's
 * overlay and controls (left panel on large screens, bottom sheet on phones), downloaded clean.
 */
export function CustomEditor({ user }: { user: User }) {
  const kit = useBrandKit(true);
  const designState = useDesign(DESIGN_KEY, kit.data);
  const { design } = designState;
  const panelProps = useDesignPanel(designState, kit.data, true);
  const panel = <EditorPanel {...panelProps} />;
  const logo = useEditorLogo(design, kit.data);
  const { base, opening, error, choose } = useBaseFile();
  const download = useCustomDownload({ base, design, logo });
  const { wide, sheetOpen, setSheetOpen } = useEditorLayout('lg');
  const stage = useRef<HTMLDivElement>(null);
  const toggleSheet = () => {
    if (!sheetOpen) bringIntoView(stage.current);
    setSheetOpen((open) => !open);
  };
  const working = download.phase.kind !== 'idle' && download.phase.kind !== 'share';

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 sm:pt-8 lg:pb-12">
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('custom.title')}
        </h1>
        <p className="text-sm text-muted">{t('custom.blurb')}</p>
      </div>
      <EditorLayout
        from="lg"
        wide={wide}
        panel={panel}
        narrow={
          <BottomSheet open={sheetOpen} onToggle={toggleSheet}>
            {panel}
          </BottomSheet>
        }
      >
        {base ? (
          <div ref={stage} className="flex flex-col gap-4">
            <DesignPreview
              base={base}
              settings={design.settings}
              logo={logo}
              sheetOpen={sheetOpen}
              label={t('custom.previewLabel')}
            />
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
          shareActions={
            download.delivered && (
              <ShareActions
                fileName={download.delivered.fileName}
                onWhatsApp={() =>
                  void download.shareToWhatsApp(
                    t('share.captionCustom', { address: window.location.origin }),
                  )
                }
                status={
                  download.canStatusSize || download.statusBusy
                    ? { onMake: () => void download.statusSize(), busy: download.statusBusy }
                    : null
                }
              />
            )
          }
        />
      </EditorLayout>
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
        {t('custom.replace')}
      </Button>
      <HiddenFileInput inputRef={input} accept={BASE_ACCEPT} onFile={onFile} />
    </div>
  );
}
