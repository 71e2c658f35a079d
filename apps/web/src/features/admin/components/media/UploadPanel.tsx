import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { useAdminSubCategories } from '../../api/admin-catalog-lists';
import { uploadPath } from '../../api/media-uploads';
import type { UploadQueue } from '../../hooks/use-upload-queue';
import { summarise } from '../../lib/upload-queue';
import { t } from '../../messages';
import { SubCategorySelect } from './SubCategorySelect';
import { UploadRow } from './UploadRow';

// What ingest accepts (magic bytes decide on the server; this only filters the file picker).
const ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,image/heic,video/mp4,video/quicktime,video/webm';

/**
 * Bulk upload: choose the sub-category, then drop many files (or pick them). Each is its own
 * request, three at a time, with its progress and then the server's ingest status.
 */
export function UploadPanel({ queue }: { queue: UploadQueue }) {
  const subCategories = useAdminSubCategories();
  const [subCategoryId, setSubCategoryId] = useState('');
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const sub = subCategories.data?.find((s) => s._id === subCategoryId);
  const counts = summarise(queue.items);

  const add = (files: FileList | null) => {
    if (!sub || !files) return;
    queue.add([...files], uploadPath(sub._id), `${sub.category.name} › ${sub.name}`);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  return (
    <section
      aria-labelledby="upload-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="upload-title" className="text-base font-semibold">
          {t('console.media.upload')}
        </h2>
        {queue.items.length > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('console.media.upload.counts', {
              ready: counts.ready,
              busy: counts.waiting + counts.sending + counts.queued + counts.processing,
              failed: counts.failed,
            })}
          </p>
        )}
      </div>
      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('console.media.uploadInto')}
        </label>
        <SubCategorySelect
          id={selectId}
          subCategories={subCategories.data ?? []}
          emptyLabel={t('console.media.chooseSub')}
          value={subCategoryId}
          onChange={(event) => setSubCategoryId(event.target.value)}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the
          "Choose files" button inside does the same from the keyboard. */}
      <div
        onDragOver={(event) => {
          if (!sub) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition',
          over ? 'border-accent bg-accent-soft' : 'border-border',
          !sub && 'opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-muted" />
        <p className="text-sm">
          {sub ? (
            <>
              {t('console.media.drop')}{' '}
              <span className="text-muted">{t('console.media.dropLimits')}</span>
            </>
          ) : (
            t('console.media.dropFirst')
          )}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('console.media.filesToUpload')}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" disabled={!sub} onClick={() => input.current?.click()}>
          {t('console.media.chooseFiles')}
        </Button>
      </div>
      {queue.items.length > 0 && (
        <>
          <ul aria-label={t('console.media.uploads')} className="flex flex-col gap-2">
            {queue.items.map((item) => (
              <UploadRow key={item.key} item={item} onRetry={() => void queue.retry(item)} />
            ))}
          </ul>
          {counts.ready > 0 && (
            <Button variant="ghost" size="sm" className="self-start" onClick={queue.clearFinished}>
              {t('console.media.clearFinished')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
