import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

// Spec §4: the phone's bottom sheet closes once the page is scrolled down more than 10 px.
const SHEET_CLOSE_SCROLL_PX = 10;

/** Closes an open sheet when the page is scrolled down past the spec's 10 px. */
export function useCloseSheetOnScroll(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY - startY > SHEET_CLOSE_SCROLL_PX) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active, close]);
}

/** The phone's controls: a sheet over the bottom of the screen, toggled by its handle. */
export function BottomSheet({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex flex-col items-stretch">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="design-sheet"
        onClick={onToggle}
        className="mx-auto mb-2 inline-flex h-11 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-accent-fg shadow-lg shadow-black/30"
      >
        {open ? (
          <ChevronDown aria-hidden="true" className="size-5" />
        ) : (
          <SlidersHorizontal aria-hidden="true" className="size-5" />
        )}
        {open ? 'Close settings' : 'Edit design'}
      </button>
      <section
        id="design-sheet"
        aria-label="Design settings"
        hidden={!open}
        className="max-h-[50dvh] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-5 shadow-2xl shadow-black/40"
      >
        {children}
      </section>
    </div>
  );
}
