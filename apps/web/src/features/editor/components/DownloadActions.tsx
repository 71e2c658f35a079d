import { Download, MessageCircle, Pencil, Share2, Smartphone } from 'lucide-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../messages';

// The pieces both editors' download bars are made of (DownloadBar and ItemActionBar on the item
// page, CustomDownloadBar in the custom editor).

/** Spec §2: 'Download', or for a member 'Downloads N left' / 'No downloads left'. */
export function downloadLabel(remaining: number | null): string {
  if (remaining === null) return t('download.download');
  return remaining <= 0 ? t('download.none') : t('download.left', { count: remaining });
}

/** The file is ready, behind the tap a phone's share sheet needs. */
export function SaveOrShareButton({ onShare }: { onShare(): void }) {
  return (
    <Button size="lg" className="w-full" onClick={onShare}>
      <Share2 aria-hidden="true" className="size-5" />
      {t('download.saveOrShare')}
    </Button>
  );
}

/** Work under way (preparing, uploading, rendering), with its progress when known. */
export function WorkStatus({
  label,
  progress,
  compact = false,
}: {
  label: string;
  progress: number | null;
  /** The height of a button, for the phone's action bar; otherwise a card. */
  compact?: boolean;
}) {
  return (
    <div
      role="status"
      className={
        compact
          ? 'flex h-12 flex-col justify-center gap-2'
          : 'flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4'
      }
    >
      <span className="text-sm font-semibold">{label}</span>
      <ProgressBar value={progress} label={label} />
    </div>
  );
}

/**
 * Edit, then Download: the item page's actions once editing is done. In the phone's action
 * bar, Edit opens the settings sheet and says so; elsewhere its word hides on small screens.
 */
export function EditThenDownload({
  onEdit,
  onDownload,
  remaining,
  downloadRef,
  opensSheet = false,
}: {
  onEdit(): void;
  onDownload(): void;
  remaining: number | null;
  /** The download button, which takes the focus when 'Done Editing' gives way to it. */
  downloadRef: Ref<HTMLButtonElement>;
  opensSheet?: boolean;
}) {
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="lg"
        className={opensSheet ? 'px-4' : undefined}
        onClick={onEdit}
        aria-label={t('download.editDesign')}
        {...(opensSheet ? { 'aria-expanded': false, 'aria-controls': 'design-sheet' } : {})}
      >
        <Pencil aria-hidden="true" className="size-5" />
        <span className={opensSheet ? undefined : 'max-sm:sr-only'}>{t('download.edit')}</span>
      </Button>
      <button
        ref={downloadRef}
        type="button"
        className={buttonClasses('primary', 'lg', cn('flex-1', opensSheet && 'px-4'))}
        onClick={onDownload}
        disabled={remaining !== null && remaining <= 0}
      >
        <Download aria-hidden="true" className="size-5" />
        {downloadLabel(remaining)}
      </button>
    </div>
  );
}

/**
 * After a download: the file to WhatsApp (the share sheet, or a download and wa.me), and for an
 * item's image its Status size (1080×1920, part of the same download). The Status button keeps
 * its place and the focus while it works (aria-disabled, not disabled), and says so.
 */
export function ShareActions({
  fileName,
  onWhatsApp,
  status,
}: {
  /** The file 'Share on WhatsApp' sends. */
  fileName: string;
  onWhatsApp(): void;
  /** The Status size, where it can be made; none once made or for a video. */
  status?: { onMake(): void; busy: boolean } | null;
}) {
  const fileId = useId();
  const hintId = useId();
  const whatsApp = useRef<HTMLButtonElement>(null);
  const hadStatus = useRef(Boolean(status));
  // The Status size made, its button goes: the focus moves on to sending that file, not to <body>.
  useEffect(() => {
    const lost = hadStatus.current && !status;
    hadStatus.current = Boolean(status);
    if (lost && (document.activeElement === document.body || !document.activeElement)) {
      whatsApp.current?.focus();
    }
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="sr-only">{t('share.actions')}</legend>
      <div className="flex gap-2">
        <Button
          ref={whatsApp}
          variant="secondary"
          className="min-w-0 flex-auto px-3"
          onClick={onWhatsApp}
          aria-describedby={fileId}
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-success" />
          <span className="truncate">{t('share.whatsApp')}</span>
        </Button>
        {status && (
          <Button
            variant="secondary"
            className="min-w-0 flex-auto px-3 aria-disabled:cursor-progress aria-disabled:opacity-80"
            onClick={status.busy ? undefined : status.onMake}
            aria-disabled={status.busy || undefined}
            aria-busy={status.busy || undefined}
            aria-describedby={hintId}
          >
            {status.busy ? (
              <Spinner className="size-4 shrink-0" />
            ) : (
              <Smartphone aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span className="truncate">{t('share.statusSize')}</span>
          </Button>
        )}
      </div>
      {/* While the Status size renders this line says so, to sight and to screen readers. */}
      <p role="status" className="truncate text-center text-xs text-muted">
        {status?.busy ? (
          t('share.preparingStatus')
        ) : (
          <span id={fileId}>
            {rich(t('share.file', { fileName }), {
              file: (name) => <span data-content>{name}</span>,
            })}
          </span>
        )}
      </p>
      {status && (
        <p id={hintId} className="sr-only">
          {t('share.statusHint')}
        </p>
      )}
    </fieldset>
  );
}
