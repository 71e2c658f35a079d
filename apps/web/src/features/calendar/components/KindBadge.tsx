import type { FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import { cn } from '../../../lib/cn';
import { KIND_LABEL } from '../lib/labels';
import { t } from '../reminders-messages';
import { KIND_STYLE, KindIcon } from './kind-style';

/** The kind in words, with its colour and icon. */
export function KindBadge({ kind, className }: { kind: FestivalKind; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-semibold ring-1 ring-inset',
        KIND_STYLE[kind].chip,
        className,
      )}
    >
      <KindIcon kind={kind} />
      {t(KIND_LABEL[kind])}
    </span>
  );
}
