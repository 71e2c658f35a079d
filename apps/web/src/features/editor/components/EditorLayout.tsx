import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { PanelFrom } from '../hooks/use-editor-layout';
import { t } from '../messages';

// Tailwind reads class names from the source: each breakpoint's grid is written out whole.
const GRID: Record<PanelFrom, string> = {
  md: 'grid gap-6 md:grid-cols-[20rem_minmax(0,1fr)] md:items-start lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-8',
  lg: 'grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-8',
};

const NARROW_HIDDEN: Record<PanelFrom, string> = { md: 'max-md:hidden', lg: 'max-lg:hidden' };

/**
 * The editor shell both editors share: the settings in a sticky side panel on wide screens, the
 * preview and the download in the main column, and on narrower screens whatever carries the
 * settings there instead (a sheet, or the item page's bottom action bar).
 */
export function EditorLayout({
  from,
  wide,
  panel,
  narrow,
  children,
}: {
  from: PanelFrom;
  /**
   * From useEditorLayout: the side panel shows. 'css' decides by the stylesheet's breakpoint
   * instead (the server's HTML, which knows no screen width).
   */
  wide: boolean | 'css';
  /** The side panel's content. */
  panel: ReactNode;
  /** What stands in for the side panel on narrower screens. */
  narrow: ReactNode;
  /** The main column: the preview and what goes with it. */
  children: ReactNode;
}) {
  return (
    <div className={GRID[from]}>
      {wide && (
        <aside
          aria-label={t('download.settings')}
          className={cn(
            'sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-3xl border border-border bg-surface p-5',
            wide === 'css' && NARROW_HIDDEN[from],
          )}
        >
          {panel}
        </aside>
      )}
      <div className="flex flex-col gap-4">{children}</div>
      {wide !== true && narrow}
    </div>
  );
}
