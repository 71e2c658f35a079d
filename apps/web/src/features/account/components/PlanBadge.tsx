import type { PlanCode } from '@stamp/shared/schemas/user';
import { cn } from '../../../lib/cn';
import { t } from '../messages';

// Spec §2 Profile: premium purple, pro blue, anything else grey.
const COLOURS: Record<string, string> = {
  premium: 'bg-purple-500/15 text-purple-700 ring-purple-500/30 dark:text-purple-300',
  pro: 'bg-blue-500/15 text-blue-700 ring-blue-500/30 dark:text-blue-300',
};
const GREY = 'bg-zinc-500/15 text-zinc-700 ring-zinc-500/30 dark:text-zinc-300';

export function PlanBadge({ plan, className }: { plan: PlanCode | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 items-center rounded-full px-3 text-xs font-bold tracking-wider ring-1 ring-inset',
        (plan && COLOURS[plan]) ?? GREY,
        className,
      )}
    >
      {plan ? t(`badge.${plan}`) : t('badge.none')}
    </span>
  );
}
