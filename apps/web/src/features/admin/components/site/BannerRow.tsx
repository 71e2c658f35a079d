import type { SiteBanner } from '@stamp/shared/schemas/admin-catalog';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteBanner, useUpdateBanner } from '../../api/site-banners';
import { t } from '../../messages';
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
          submitLabel={t('console.site.banner.update')}
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
        <p data-content className="break-words text-sm font-medium">
          {banner.text}
        </p>
        <p className="text-xs text-muted">
          {banner.active ? t('console.site.banner.shown') : t('console.site.banner.off')}
        </p>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={t('console.site.banner.edit', { text: banner.text })}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:text-danger`}
        aria-label={t('console.site.banner.deleteText', { text: banner.text })}
        onClick={() => setDeleting(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('console.site.banner.delete.title')}
        description={t('console.site.banner.delete.body', { text: banner.text })}
        confirmLabel={t('console.site.banner.delete')}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(banner._id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}
