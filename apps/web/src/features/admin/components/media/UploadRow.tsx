import { AlertTriangle, CheckCircle2, Clock, Loader2, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import type { UploadItem } from '../../lib/upload-queue';
import { labels, t } from '../../messages';

const WORDS = labels<UploadItem['phase']>({
  waiting: 'console.media.phase.waiting',
  sending: 'console.media.phase.sending',
  queued: 'console.media.phase.queued',
  processing: 'console.media.phase.processing',
  ready: 'console.media.phase.ready',
  failed: 'console.media.phase.failed',
});

function size(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One file of the bulk upload: its bytes going up, then the server's ingest, then a link. */
export function UploadRow({ item, onRetry }: { item: UploadItem; onRetry(): void }) {
  const { phase } = item;
  const Icon =
    phase === 'ready'
      ? CheckCircle2
      : phase === 'failed'
        ? AlertTriangle
        : phase === 'waiting' || phase === 'queued'
          ? Clock
          : Loader2;
  const tone =
    phase === 'ready' ? 'text-success' : phase === 'failed' ? 'text-danger' : 'text-muted';
  return (
    <li
      aria-label={item.file.name}
      className="flex flex-col gap-2 rounded-xl border border-border bg-bg/40 p-3"
    >
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden="true"
          className={`size-5 shrink-0 ${tone} ${phase === 'sending' || phase === 'processing' ? 'animate-spin' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <p data-content className="truncate text-sm font-medium">
            {item.file.name}
          </p>
          <p className="truncate text-xs text-muted">
            {size(item.file.size)} · {item.target}
          </p>
        </div>
        <p
          className={`shrink-0 text-sm font-medium ${phase === 'failed' ? 'text-danger' : ''}`}
          data-status={phase}
        >
          {phase === 'sending'
            ? // All bytes sent: the server is checking the file before it answers.
              item.sent >= 100
              ? t('console.media.phase.checking')
              : t('console.media.phase.uploadingPercent', { percent: item.sent })
            : WORDS[phase]}
        </p>
      </div>
      {(phase === 'sending' || phase === 'processing') && (
        <ProgressBar
          value={phase === 'sending' ? item.sent : null}
          label={t('console.media.phase.of', { phase: WORDS[phase], name: item.file.name })}
        />
      )}
      {phase === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="min-w-0 text-sm text-danger">
            {item.error}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('console.media.retry')}
            <span className="sr-only"> {item.file.name}</span>
          </Button>
        </div>
      )}
      {phase === 'ready' && item.mediaId && (
        <Link
          to={`/admin/media?edit=${item.mediaId}`}
          className="self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {t('console.media.open', { name: item.file.name })}
        </Link>
      )}
    </li>
  );
}
