import type { Download } from '@stamp/shared/schemas/downloads';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  Download as DownloadIcon,
  Film,
  ImageIcon,
  RefreshCw,
  Share2,
  Upload,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { showDownloadError } from '../../../lib/download-error';
import { fetchDownloadFile } from '../../../lib/download-file';
import { offersShareSheet, saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { downloadsQueryKey, isRendering, useLiveDownload } from '../api/get-downloads';
import { useRegenerateDownload } from '../api/regenerate-download';
import { formatWhen, linkSummary, whyUnavailable } from '../lib/describe';
import { t } from '../messages';

/** One past download: what it was, when, clean or watermarked, and what can be done with it. */
export function DownloadCard({
  download: listed,
  isMember,
}: {
  download: Download;
  isMember: boolean;
}) {
  const download = useLiveDownload(listed);
  const custom = download.mediaId === null;
  const title = download.title;
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto] sm:items-center sm:p-4">
      <Thumbnail download={download} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 className="truncate font-display text-base font-semibold" data-content>
          {custom ? (
            title
          ) : (
            <Link
              to={paths.item(download.mediaId ?? '')}
              className="rounded hover:text-accent hover:underline"
            >
              {title}
            </Link>
          )}
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={download.createdAt}>{formatWhen(download.createdAt)}</time>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset',
              download.watermarked
                ? 'bg-zinc-500/15 text-zinc-700 ring-zinc-500/30 dark:text-zinc-300'
                : 'bg-success/15 text-success ring-success/30',
            )}
          >
            {download.watermarked ? t('downloads.watermarked') : t('downloads.clean')}
          </span>
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            {download.type === 'video' ? (
              <Film aria-hidden="true" className="size-3.5" />
            ) : (
              <ImageIcon aria-hidden="true" className="size-3.5" />
            )}
            {download.type === 'video' ? t('downloads.video') : t('downloads.image')}
          </span>
          {custom && (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <Upload aria-hidden="true" className="size-3.5" />
              {t('downloads.custom')}
            </span>
          )}
        </div>
      </div>
      <div className="col-span-2 sm:col-span-1 sm:w-64">
        <Action download={download} isMember={isMember} />
      </div>
    </li>
  );
}

function Thumbnail({ download }: { download: Download }) {
  const [failed, setFailed] = useState(false);
  const box =
    'flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-surface-2';
  if (!download.thumbnailUrl || failed) {
    return (
      <div className={cn(box, 'text-muted')}>
        {download.mediaId === null ? (
          <Upload aria-hidden="true" className="size-6" />
        ) : download.type === 'video' ? (
          <Film aria-hidden="true" className="size-6" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-6" />
        )}
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={download.thumbnailUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </div>
  );
}

type Saving = { kind: 'idle' } | { kind: 'fetching' } | { kind: 'share'; blob: Blob };

function Action({ download, isMember }: { download: Download; isMember: boolean }) {
  const queryClient = useQueryClient();
  const regenerate = useRegenerateDownload();
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const now = Date.now();

  if (isRendering(download)) {
    const label = t('downloads.preparingVideo', { percent: download.progress ?? 0 });
    return (
      <div role="status" className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <ProgressBar value={download.progress} label={label} />
      </div>
    );
  }

  async function save() {
    if (!download.url) return;
    setSaving({ kind: 'fetching' });
    try {
      const blob = await fetchDownloadFile(download.url);
      if (offersShareSheet()) {
        // Fetching took a moment: sharing needs a fresh tap, so offer it.
        setSaving({ kind: 'share', blob });
        return;
      }
      await saveFile(blob, download.fileName);
      setSaving({ kind: 'idle' });
    } catch (error) {
      setSaving({ kind: 'idle' });
      showDownloadError(error, t('downloads.fallback'));
    } finally {
      // One use of the link was taken (or the link turned out to be used up).
      void queryClient.invalidateQueries({ queryKey: downloadsQueryKey });
    }
  }

  async function renderAgain() {
    try {
      const result = await regenerate.mutateAsync(download._id);
      if (result.status === 'ready' && result.url) {
        await saveFile(await fetchDownloadFile(result.url), result.fileName);
        toast.success(t('downloads.renderedAgain'));
      } else {
        // The new render is the list's first row: take the person there to follow it.
        window.scrollTo({ top: 0, behavior: 'smooth' });
        toast.success(t('downloads.videoAgain'));
      }
    } catch (error) {
      showDownloadError(error, t('downloads.fallback'));
    }
  }

  if (download.status === 'ready' && download.url) {
    return (
      <div className="flex flex-col gap-1.5">
        {saving.kind === 'share' ? (
          <Button
            className="w-full"
            onClick={() => {
              void saveFile(saving.blob, download.fileName);
              setSaving({ kind: 'idle' });
            }}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {t('downloads.saveOrShare')}
          </Button>
        ) : (
          <Button className="w-full" busy={saving.kind === 'fetching'} onClick={() => void save()}>
            {saving.kind !== 'fetching' && <DownloadIcon aria-hidden="true" className="size-4" />}
            {t('downloads.download')}
          </Button>
        )}
        <p className="text-xs text-muted">{linkSummary(download, now)}</p>
      </div>
    );
  }

  const failed = download.status === 'failed';
  const reason = failed
    ? (download.error ?? t('downloads.renderFailed'))
    : whyUnavailable(download, now);

  if (download.mediaId === null) {
    // A custom upload is not kept once rendered: it is made again from the custom editor.
    return (
      <div className="flex flex-col gap-1.5">
        <Link to={paths.customEditor} className={buttonClasses('secondary', 'md', 'w-full')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('downloads.openCustom')}
        </Link>
        <p className={cn('flex items-start gap-1 text-xs', failed ? 'text-danger' : 'text-muted')}>
          {failed && <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
          {reason}
          {failed ? '; your download was given back.' : '. Upload the video again to render it.'}
        </p>
      </div>
    );
  }

  const cost = download.watermarked
    ? t('downloads.freeNote')
    : isMember
      ? t('downloads.usesOne')
      : t('downloads.ended');
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="secondary"
        className="w-full"
        busy={regenerate.isPending}
        onClick={() => void renderAgain()}
      >
        {!regenerate.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
        {regenerate.isPending ? t('downloads.rendering') : t('downloads.renderAgain')}
      </Button>
      <p className={cn('flex items-start gap-1 text-xs', failed ? 'text-danger' : 'text-muted')}>
        {failed && <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
        <span>
          {reason}. <span className="text-muted">{cost}</span>
        </span>
      </p>
    </div>
  );
}
