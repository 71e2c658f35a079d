import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/common';

/**
 * A panel that slides over the page: from the right edge from 768 px (the page stays in view
 * beside it), from the bottom on a phone, where the thumb is. A modal either way (Radix, like
 * Dialog): focus moves to the panel itself (its title is read first, and no button in it looks
 * pressed) and is trapped, Escape or a tap outside closes it, and focus goes back to what opened
 * it, or to `returnFocus()` (a panel opened from the address has no opener).
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** A line under the title, read with it by screen readers. */
  description?: ReactNode;
  /** Where focus goes on closing; Radix's default (the opener) when it gives nothing. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-sm" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl border-t border-border bg-surface shadow-2xl shadow-black/40 focus:outline-none md:inset-y-0 md:left-auto md:right-0 md:max-h-none md:w-[30rem] md:rounded-none md:border-l md:border-t-0"
        >
          {/* The bottom sheet's grip: a cue that it is a sheet over the page, not a new page. */}
          <div
            aria-hidden="true"
            className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-border md:hidden"
          />
          <div className="flex items-start justify-between gap-3 border-b border-border px-5 pb-3 pt-3 md:px-6 md:pt-5">
            <div className="min-w-0">
              <RadixDialog.Title className="font-display text-lg font-semibold leading-snug">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-0.5 text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('common.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-4 md:px-6">
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
