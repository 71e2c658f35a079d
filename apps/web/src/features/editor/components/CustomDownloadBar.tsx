import { Download, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { CustomDownloadPhase } from '../hooks/use-custom-download';

function statusLabel(phase: CustomDownloadPhase): string | null {
  switch (phase.kind) {
    case 'composing':
      return 'Preparing your image…';
    case 'uploading':
      return `Uploading your video ${phase.progress}%`;
    case 'rendering':
      return `Preparing your video ${phase.progress}%`;
    default:
      return null;
  }
}

/**
 * Spec §2: the button reads 'Downloads {count} left' and is disabled without a base file or
 * while working; the work in progress shows above it.
 */
export function CustomDownloadBar({
  phase,
  remaining,
  hasBase,
  onDownload,
  onShare,
}: {
  phase: CustomDownloadPhase;
  remaining: number;
  hasBase: boolean;
  onDownload(): void;
  onShare(): void;
}) {
  if (phase.kind === 'share') {
    return (
      <Button size="lg" className="w-full" onClick={onShare}>
        <Share2 aria-hidden="true" className="size-5" />
        Save or share
      </Button>
    );
  }
  const label = statusLabel(phase);
  const working = label !== null;
  return (
    <div className="flex flex-col gap-3">
      {label && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
        >
          <span className="text-sm font-semibold">{label}</span>
          <ProgressBar value={'progress' in phase ? phase.progress : null} label={label} />
        </div>
      )}
      <Button
        size="lg"
        className="w-full"
        onClick={onDownload}
        disabled={!hasBase || working || remaining <= 0}
      >
        <Download aria-hidden="true" className="size-5" />
        {remaining <= 0 ? 'No downloads left' : `Downloads ${remaining} left`}
      </Button>
      {!hasBase && (
        <p className="text-center text-xs text-muted">Choose your image or video to download it.</p>
      )}
    </div>
  );
}
