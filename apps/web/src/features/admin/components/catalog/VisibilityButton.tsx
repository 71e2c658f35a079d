import { Eye, EyeOff } from 'lucide-react';
import type { EntryRef } from '../../api/catalog-entry';
import { useSetVisibility } from '../../api/catalog-visibility';
import { t } from '../../messages';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg disabled:opacity-40';

/** Hide from visitors, or show again; hiding a category hides everything in it. */
export function VisibilityButton({ entry, hidden }: { entry: EntryRef; hidden: boolean }) {
  const visibility = useSetVisibility();
  const label = hidden
    ? t('console.catalog.show', { name: entry.name })
    : t('console.catalog.hide', { name: entry.name });
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={hidden ? t('console.catalog.showTitle') : t('console.catalog.hideTitle')}
      disabled={visibility.isPending}
      onClick={() => visibility.mutate({ entry, hidden: !hidden })}
    >
      {hidden ? (
        <Eye aria-hidden="true" className="size-4" />
      ) : (
        <EyeOff aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
