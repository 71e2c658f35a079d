import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/Button';
import type { DownloadPhase } from '../hooks/use-download-flow';
import { t } from '../messages';
import { EditThenDownload, SaveOrShareButton, WorkStatus } from './DownloadActions';

/**
 * Spec §2: 'Done Editing' switches to download mode, whose button reads 'Downloads N left' or
 * 'No downloads left' for a member (disabled at 0); a render in progress shows its progress.
 */
export function DownloadBar({
  editing,
  onDoneEditing,
  onEdit,
  onDownload,
  onShare,
  phase,
  remaining,
  downloadRef,
  shareActions,
}: {
  editing: boolean;
  onDoneEditing(): void;
  onEdit(): void;
  onDownload(): void;
  onShare(): void;
  phase: DownloadPhase;
  /** Downloads left today for a member; null for anyone else. */
  remaining: number | null;
  /** The download button, which takes the focus when 'Done Editing' gives way to it. */
  downloadRef: Ref<HTMLButtonElement>;
  /** After a download: its WhatsApp actions (ShareActions), below Edit and Download, which stay put. */
  shareActions?: ReactNode;
}) {
  if (phase.kind === 'rendering') {
    return <WorkStatus label={renderingLabel(phase)} progress={phase.progress} />;
  }
  if (phase.kind === 'share') return <SaveOrShareButton onShare={onShare} />;
  if (editing) {
    return (
      <Button size="lg" className="w-full" onClick={onDoneEditing}>
        {t('download.doneEditing')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <EditThenDownload
        onEdit={onEdit}
        onDownload={onDownload}
        remaining={remaining}
        downloadRef={downloadRef}
      />
      {shareActions}
    </div>
  );
}

/** What a render in progress says: a video counts its progress, an image takes a moment. */
export function renderingLabel(phase: Extract<DownloadPhase, { kind: 'rendering' }>): string {
  return phase.video
    ? phase.progress === null
      ? t('download.preparingVideo')
      : t('download.preparingVideoPercent', { percent: phase.progress })
    : t('download.preparing');
}
