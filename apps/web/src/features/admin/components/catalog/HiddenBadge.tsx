import { EyeOff } from 'lucide-react';
import { t } from '../../messages';

/** Marks an entry visitors cannot see (itself hidden, or inside a hidden category). */
export function HiddenBadge({ why }: { why: 'hidden' | 'category' }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
      <EyeOff aria-hidden="true" className="size-3" />
      {why === 'hidden' ? t('console.catalog.hidden') : t('console.catalog.hiddenWithCategory')}
    </span>
  );
}
