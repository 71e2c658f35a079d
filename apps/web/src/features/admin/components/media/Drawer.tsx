import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../messages';

/**
 * A panel from the right edge on a laptop (the grid stays in view beside it) and the whole
 * screen on a phone; a modal either way: focus trapped, Escape closes, focus returns.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-40 flex flex-col bg-surface shadow-2xl focus:outline-none sm:inset-y-0 sm:left-auto sm:right-0 sm:w-[32rem] sm:border-l sm:border-border"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
            <RadixDialog.Title className="min-w-0 truncate font-display text-lg font-semibold">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('console.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
