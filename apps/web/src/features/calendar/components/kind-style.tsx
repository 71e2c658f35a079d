import type { FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import { Flag, Globe, type LucideIcon, Sparkles } from 'lucide-react';

/**
 * Each kind's colour and icon. The icon (and the kind's name, in the legend, the badge and every
 * accessible name) carries the kind too: colour is never the only sign. Saffron, green and blue:
 * the festival's marigold, the national days' flag, the world's days' sky; each passes 4.5:1
 * on its tint in both themes.
 */
export const KIND_STYLE: Record<FestivalKind, { icon: LucideIcon; chip: string }> = {
  festival: {
    icon: Sparkles,
    chip: 'bg-amber-500/15 text-amber-800 ring-amber-500/35 dark:text-amber-200',
  },
  national: {
    icon: Flag,
    chip: 'bg-emerald-500/15 text-emerald-800 ring-emerald-500/35 dark:text-emerald-200',
  },
  global: {
    icon: Globe,
    chip: 'bg-sky-500/15 text-sky-800 ring-sky-500/35 dark:text-sky-200',
  },
};

export function KindIcon({ kind, className }: { kind: FestivalKind; className?: string }) {
  const Icon = KIND_STYLE[kind].icon;
  return <Icon aria-hidden="true" className={className ?? 'size-3.5 shrink-0'} />;
}
