import { type ReactNode, type Ref, type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import type { DownloadPhase } from '../hooks/use-download-flow';
import { t } from '../messages';
import { EditThenDownload, SaveOrShareButton, WorkStatus } from './DownloadActions';
import { renderingLabel } from './DownloadBar';

/**
 * The item page's actions on phones: one bar across the bottom of the screen, Edit then
 * Download, with the design's settings in a sheet that opens above it. Nothing floats over the
 * page: the page leaves room for the bar at its end (see ItemPage), so its last line is never
 * under it. While the sheet is open the bar's one action is 'Done Editing', which closes it.
 */
export function ItemActionBar({
  sheetOpen,
  onEdit,
  onDoneEditing,
  onDownload,
  onShare,
  phase,
  remaining,
  downloadRef,
  shareActions,
  children,
}: {
  sheetOpen: boolean;
  onEdit(): void;
  onDoneEditing(): void;
  onDownload(): void;
  onShare(): void;
  phase: DownloadPhase;
  /** Downloads left today for a member; null for anyone else. */
  remaining: number | null;
  downloadRef: Ref<HTMLButtonElement>;
  /** After a download: its WhatsApp actions, above Edit and Download (the bar grows upwards). */
  shareActions?: ReactNode;
  /** The settings, built the first time the sheet opens and kept from then on. */
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(sheetOpen);
  if (sheetOpen && !opened) setOpened(true);
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar);
  let actions: ReactNode;
  if (phase.kind === 'rendering') {
    actions = <WorkStatus label={renderingLabel(phase)} progress={phase.progress} compact />;
  } else if (phase.kind === 'share') {
    actions = <SaveOrShareButton onShare={onShare} />;
  } else if (sheetOpen) {
    actions = (
      <Button size="lg" className="w-full" onClick={onDoneEditing}>
        {t('download.doneEditing')}
      </Button>
    );
  } else {
    actions = (
      <div className="flex flex-col gap-2">
        {shareActions}
        <EditThenDownload
          onEdit={onEdit}
          onDownload={onDownload}
          remaining={remaining}
          downloadRef={downloadRef}
          opensSheet
        />
      </div>
    );
  }

  return (
    <div data-item-actions className="fixed inset-x-0 bottom-0 z-40 flex flex-col">
      <section
        id="design-sheet"
        aria-label={t('download.settings')}
        hidden={!sheetOpen}
        className="max-h-[calc(56dvh-4.5rem)] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-5 pb-5 pt-5 shadow-2xl shadow-black/40"
      >
        {opened && children}
      </section>
      <nav
        ref={bar}
        aria-label={t('download.actions')}
        className="border-t border-border bg-bg px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3"
      >
        {actions}
      </nav>
    </div>
  );
}

/**
 * The action bar's height as the item page's bottom padding (ItemPage's `data-item-page`): the
 * bar grows when a download's share actions join it, and the page's last line must still clear
 * it. Set on that one element: a custom property on the document, as it was, restyled every
 * element of the page each time, in the page's first seconds on a slow phone too.
 */
function useBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    const page = element?.closest<HTMLElement>('[data-item-page]');
    if (!element || !page) return;
    const observer = new ResizeObserver(() => {
      const padding = `${element.offsetHeight}px`;
      if (page.style.paddingBottom !== padding) page.style.paddingBottom = padding;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      page.style.removeProperty('padding-bottom');
    };
  }, [bar]);
}
