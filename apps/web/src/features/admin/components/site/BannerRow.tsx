import type { SiteBanner } from '@stamp/shared/schemas/admin-catalog';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteBanner, useUpdateBanner } from '../../api/site-banners';
import { ConfirmDialog } from '../ConfirmDialog';
import { BannerForm } from './BannerForm';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg';

/** One banner: its text and whether visitors get it; edited in place, deleted after asking. */
export function BannerRow({ banner }: { banner: SiteBanner }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  if (editing) {
    return (
      <li className="rounded-xl border border-border p-3">
        <BannerForm
          initial={banner}
          submitLabel="Update banner"
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            update.mutate({ id: banner._id, ...body }, { onSuccess: () => setEditing(false) })
          }
        />
      </li>
    );
  }
  return (
    <li
      aria-label={banner.text}
      className="flex items-center gap-3 rounded-xl border border-border p-3"
    >
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium">{banner.text}</p>
        <p className="text-xs text-muted">
          {banner.active ? 'Shown to visitors' : 'Off: not listed'}
        </p>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={`Edit banner ${banner.text}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:text-danger`}
        aria-label={`Delete banner ${banner.text}`}
        onClick={() => setDeleting(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this banner?"
        description={`“${banner.text}” stops being listed at once.`}
        confirmLabel="Delete banner"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(banner._id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}
