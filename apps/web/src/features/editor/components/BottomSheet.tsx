import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { t } from '../messages';

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

/**
 * The phone's controls: a sheet over the bottom of the screen, toggled by its handle. Its
 * content is built the first time it opens (the page's first paint need not wait for a panel
 * nobody sees yet) and kept from then on, with whatever was typed in it.
 */
export function BottomSheet({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
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
        {open ? t('download.closeSettings') : t('download.editDesign')}
      </button>
      <section
        id="design-sheet"
        aria-label={t('download.settings')}
        hidden={!open}
        className="max-h-[50dvh] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-5 shadow-2xl shadow-black/40"
      >
        {opened && children}
      </section>
    </div>
  );
}
