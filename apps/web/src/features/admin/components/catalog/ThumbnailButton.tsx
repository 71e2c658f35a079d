import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { rich } from '../../../../lib/i18n/rich';
import type { EntryRef } from '../../api/catalog-entry';
import { useSetThumbnail } from '../../api/catalog-visibility';
import { t } from '../../messages';
import { formatName } from '../format-name';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg';

/**
 * The card image visitors see for a category or sub-category: the current one, a preview of the
 * chosen file, and the server's refusal (not an image, too large) in the dialog.
 */
export function ThumbnailButton({ entry, current }: { entry: EntryRef; current: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={t('console.catalog.thumbnail.set', { name: entry.name })}
        title={t('console.catalog.thumbnail')}
        onClick={() => setOpen(true)}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
      </button>
      {open && <ThumbnailDialog entry={entry} current={current} onClose={() => setOpen(false)} />}
    </>
  );
}

function ThumbnailDialog({
  entry,
  current,
  onClose,
}: {
  entry: EntryRef;
  current: string | null;
  onClose(): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useSetThumbnail();
  const inputId = useId();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('console.catalog.thumbnail.of', { name: entry.name })}
      description={t('console.catalog.thumbnail.description')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate({ entry, file }, { onSuccess: onClose });
        }}
      >
        <div className="mx-auto flex size-40 items-center justify-center overflow-hidden rounded-2xl border border-border bg-surface-2">
          {shown ? (
            <img
              src={shown}
              alt={
                preview
                  ? t('console.catalog.thumbnail.chosen')
                  : t('console.catalog.thumbnail.current')
              }
              className="size-full object-cover"
            />
          ) : (
            <p className="px-3 text-center text-sm text-muted">
              {t('console.catalog.thumbnail.none')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('console.catalog.thumbnail.image')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
            onChange={(event) => {
              upload.reset();
              setFile(event.target.files?.[0] ?? null);
            }}
            className="text-sm text-muted file:mr-3 file:h-9 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-3 file:text-fg"
          />
          <p className="text-xs text-muted">
            {rich(t('console.catalog.thumbnail.formats'), { format: formatName })}
          </p>
        </div>
        {upload.error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
          >
            {upload.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" busy={upload.isPending} disabled={!file}>
            {t('console.catalog.thumbnail.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
