import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import type { CustomDownloadPhase } from '../hooks/use-custom-download';
import { t } from '../messages';
import { downloadLabel, SaveOrShareButton, WorkStatus } from './DownloadActions';

function statusLabel(phase: CustomDownloadPhase): string | null {
  switch (phase.kind) {
    case 'composing':
      return t('custom.preparingImage');
    case 'uploading':
      return t('custom.uploadingVideo', { percent: phase.progress });
    case 'rendering':
      return t('custom.preparingVideo', { percent: phase.progress });
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
  shareActions,
}: {
  phase: CustomDownloadPhase;
  remaining: number;
  hasBase: boolean;
  onDownload(): void;
  onShare(): void;
  /** After a download: its WhatsApp actions (ShareActions), below the download button. */
  shareActions?: ReactNode;
}) {
  if (phase.kind === 'share') return <SaveOrShareButton onShare={onShare} />;
  const label = statusLabel(phase);
  const working = label !== null;
  return (
    <div className="flex flex-col gap-3">
      {label && <WorkStatus label={label} progress={'progress' in phase ? phase.progress : null} />}
      <Button
        size="lg"
        className="w-full"
        onClick={onDownload}
        disabled={!hasBase || working || remaining <= 0}
      >
        <Download aria-hidden="true" className="size-5" />
        {downloadLabel(remaining)}
      </Button>
      {!hasBase && <p className="text-center text-xs text-muted">{t('custom.chooseFirst')}</p>}
      {/* Below the download button, which stays where it was. */}
      {!working && shareActions}
    </div>
  );
}
