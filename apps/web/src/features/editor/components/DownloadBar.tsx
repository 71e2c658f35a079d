import { Download, Pencil, Share2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { DownloadPhase } from '../hooks/use-download-flow';

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
}) {
  if (phase.kind === 'rendering') {
    const label = phase.video
      ? `Preparing your video${phase.progress === null ? '…' : ` ${phase.progress}%`}`
      : 'Preparing your download…';
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
      >
        <span className="text-sm font-semibold">{label}</span>
        <ProgressBar value={phase.progress} label={label} />
      </div>
    );
  }
  if (phase.kind === 'share') {
    return (
      <Button size="lg" className="w-full" onClick={onShare}>
        <Share2 aria-hidden="true" className="size-5" />
        Save or share
      </Button>
    );
  }
  if (editing) {
    return (
      <Button size="lg" className="w-full" onClick={onDoneEditing}>
        Done Editing
      </Button>
    );
  }
  const none = remaining !== null && remaining <= 0;
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="lg" onClick={onEdit} aria-label="Edit design">
        <Pencil aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">Edit</span>
      </Button>
      <button
        ref={downloadRef}
        type="button"
        className={buttonClasses('primary', 'lg', 'flex-1')}
        onClick={onDownload}
        disabled={none}
      >
        <Download aria-hidden="true" className="size-5" />
        {downloadLabel(remaining)}
      </button>
    </div>
  );
}

/** Spec §2: 'Download', or for a member 'Downloads N left' / 'No downloads left'. */
export function downloadLabel(remaining: number | null): string {
  if (remaining === null) return 'Download';
  return remaining <= 0 ? 'No downloads left' : `Downloads ${remaining} left`;
}
