import { Download, Pencil, Share2 } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { DownloadPhase } from '../hooks/use-download-flow';
import { downloadLabel } from './DownloadBar';

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
  /** The settings, built the first time the sheet opens and kept from then on. */
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(sheetOpen);
  if (sheetOpen && !opened) setOpened(true);
  const none = remaining !== null && remaining <= 0;

  let actions: ReactNode;
  if (phase.kind === 'rendering') {
    const label = phase.video
      ? `Preparing your video${phase.progress === null ? '…' : ` ${phase.progress}%`}`
      : 'Preparing your download…';
    actions = (
      <div role="status" className="flex h-12 flex-col justify-center gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <ProgressBar value={phase.progress} label={label} />
      </div>
    );
  } else if (phase.kind === 'share') {
    actions = (
      <Button size="lg" className="w-full" onClick={onShare}>
        <Share2 aria-hidden="true" className="size-5" />
        Save or share
      </Button>
    );
  } else if (sheetOpen) {
    actions = (
      <Button size="lg" className="w-full" onClick={onDoneEditing}>
        Done Editing
      </Button>
    );
  } else {
    actions = (
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="lg"
          className="px-4"
          onClick={onEdit}
          aria-label="Edit design"
          aria-expanded={false}
          aria-controls="design-sheet"
        >
          <Pencil aria-hidden="true" className="size-5" />
          Edit
        </Button>
        <button
          ref={downloadRef}
          type="button"
          className={buttonClasses('primary', 'lg', 'flex-1 px-4')}
          onClick={onDownload}
          disabled={none}
        >
          <Download aria-hidden="true" className="size-5" />
          {downloadLabel(remaining)}
        </button>
      </div>
    );
  }

  return (
    <div data-item-actions className="fixed inset-x-0 bottom-0 z-40 flex flex-col">
      <section
        id="design-sheet"
        aria-label="Design settings"
        hidden={!sheetOpen}
        className="max-h-[calc(56dvh-4.5rem)] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-5 pb-5 pt-5 shadow-2xl shadow-black/40"
      >
        {opened && children}
      </section>
      <nav
        aria-label="Design actions"
        className="border-t border-border bg-bg px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3"
      >
        {actions}
      </nav>
    </div>
  );
}
