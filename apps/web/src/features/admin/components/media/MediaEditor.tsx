import type { AdminMedia } from '@stamp/shared/schemas/admin-catalog';
import { ExternalLink, Flame, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { ErrorBox } from '../../../../components/ui/States';
import { paths } from '../../../../config/paths';
import { cn } from '../../../../lib/cn';
import { formatNumber } from '../../../../lib/format';
import { useDeleteMedia, useMediaItem, useSetMediaFlags } from '../../api/media-item';
import { replacePath } from '../../api/media-uploads';
import type { UploadQueue } from '../../hooks/use-upload-queue';
import { t } from '../../messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { DetailsForm } from './DetailsForm';
import { Drawer } from './Drawer';
import { PublicationForm } from './PublicationForm';
import { UploadRow } from './UploadRow';

/** The editor of one item, in a drawer (full screen on a phone). */
export function MediaEditor({
  mediaId,
  onClose,
  queue,
}: {
  mediaId: string | null;
  onClose(): void;
  queue: UploadQueue;
}) {
  const item = useMediaItem(mediaId);
  return (
    <Drawer
      open={Boolean(mediaId)}
      onOpenChange={(open) => !open && onClose()}
      title={
        item.data
          ? t('console.media.editTitle', { title: item.data.title })
          : t('console.media.editMedia')
      }
    >
      {item.isPending ? (
        <div
          role="status"
          aria-label={t('console.media.loadingItem')}
          className="flex flex-col gap-3"
        >
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : item.isError ? (
        <ErrorBox message={item.error.message} onRetry={() => void item.refetch()} />
      ) : (
        <EditorBody key={item.data.updatedAt} item={item.data} queue={queue} onDeleted={onClose} />
      )}
    </Drawer>
  );
}

function EditorBody({
  item,
  queue,
  onDeleted,
}: {
  item: AdminMedia;
  queue: UploadQueue;
  onDeleted(): void;
}) {
  const flags = useSetMediaFlags();
  const remove = useDeleteMedia(() => {
    setDeleting(false);
    onDeleted();
  });
  const [deleting, setDeleting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const replacing = queue.items.filter((upload) => upload.path === replacePath(item._id));
  const flag = (name: 'isTrending' | 'isLatest', on: boolean) =>
    flags.mutate({ id: item._id, flags: { [name]: on } });

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div className="flex gap-4">
        <img
          src={item.thumbnailImage.secureUrl}
          alt=""
          width={item.width}
          height={item.height}
          className="size-28 shrink-0 rounded-xl bg-surface-2 object-contain"
        />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="text-muted">
            {item.type === 'video' ? t('console.media.video') : t('console.media.image')} ·{' '}
            {item.width}×{item.height}
            {item.durationS
              ? t('console.media.durationSuffix', { seconds: Math.round(item.durationS) })
              : ''}
          </p>
          <p className="text-muted">
            {t('console.media.downloads', {
              count: item.downloadCount,
              shown: formatNumber(item.downloadCount),
            })}
          </p>
          {item.publication === 'published' && (
            <Link
              to={paths.item(item._id)}
              className="inline-flex items-center gap-1 font-medium text-accent hover:underline"
            >
              {t('console.catalog.publicPage')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          )}
        </div>
      </div>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('console.media.flags')}</legend>
        {(
          [
            ['isTrending', t('console.media.trending'), Flame, item.flags.isTrending],
            ['isLatest', t('console.media.latest'), Sparkles, item.flags.isLatest],
          ] as const
        ).map(([name, label, Icon, on]) => (
          <button
            key={name}
            type="button"
            role="switch"
            aria-checked={on}
            onClick={() => flag(name, !on)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-xl border px-3 text-sm font-medium transition hover:border-accent',
              on ? 'border-accent bg-accent-soft' : 'border-border text-muted',
            )}
          >
            <Icon aria-hidden="true" className={cn('size-4', on && 'text-accent')} />
            {label}
          </button>
        ))}
      </fieldset>

      <DetailsForm item={item} />
      <hr className="border-border" />
      <PublicationForm item={item} />
      <hr className="border-border" />

      <section aria-labelledby="replace-title" className="flex flex-col gap-3">
        <h3 id="replace-title" className="text-sm font-semibold">
          {t('console.media.file')}
        </h3>
        <p className="text-sm text-muted">{t('console.media.replaceNote')}</p>
        <input
          ref={fileInput}
          type="file"
          accept={item.type === 'video' ? 'video/*' : 'image/*'}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('console.media.replacementFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file)
              queue.add(
                [file],
                replacePath(item._id),
                t('console.media.replaces', { title: item.title }),
              );
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => fileInput.current?.click()}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('console.media.replace')}
        </Button>
        {replacing.length > 0 && (
          <ul aria-label={t('console.media.replacement')} className="flex flex-col gap-2">
            {replacing.map((upload) => (
              <UploadRow key={upload.key} item={upload} onRetry={() => void queue.retry(upload)} />
            ))}
          </ul>
        )}
      </section>
      <hr className="border-border" />

      <Button variant="danger" size="sm" className="self-start" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('console.media.delete')}
      </Button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('console.media.delete.title', { title: item.title })}
        description={t('console.media.delete.body')}
        confirmLabel={t('console.media.delete.confirm')}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(item._id)}
      />
    </div>
  );
}
