import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { t } from '../messages';
import { HiddenFileInput } from './HiddenFileInput';

/** Accepts any image or video in the picker; the checks (and spec §5's alert) follow. */
export const BASE_ACCEPT = 'image/*,video/*';

/** Where the member's own image or video comes in: a large target to tap, or to drop a file on. */
export function BaseDropzone({
  opening,
  error,
  onFile,
}: {
  opening: boolean;
  error: string | null;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // Dropping a file is a shortcut for the pointer; the button is the way for everyone.
    <section
      aria-label={t('custom.fileLabel')}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex min-h-[22rem] flex-col items-center justify-center gap-4 rounded-3xl border-2 border-dashed bg-surface px-6 py-12 text-center transition sm:min-h-[28rem] lg:min-h-[calc(100dvh-16rem)]',
        over ? 'border-accent bg-accent-soft' : 'border-border',
      )}
    >
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        {opening ? (
          <Spinner className="size-7" />
        ) : (
          <ImageUp aria-hidden="true" className="size-8" />
        )}
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-display text-lg font-semibold">{t('custom.uploadTitle')}</p>
        <p className="max-w-sm text-sm text-muted">{t('custom.uploadBlurb')}</p>
      </div>
      <button
        type="button"
        disabled={opening}
        onClick={() => input.current?.click()}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-6 text-base font-semibold text-accent-fg shadow-sm transition hover:brightness-110 disabled:opacity-60"
      >
        {opening ? t('custom.opening') : t('custom.choose')}
      </button>
      <p className="text-xs text-muted">
        {t('custom.imageHint')}
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{t('custom.videoHint')}</span>
      </p>
      {error && <p className="max-w-sm text-sm font-medium text-danger">{error}</p>}
      <HiddenFileInput inputRef={input} accept={BASE_ACCEPT} onFile={onFile} />
    </section>
  );
}
