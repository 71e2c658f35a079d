import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The box the preview sits in: as large as the screen allows at the design's aspect ratio, and
 * smaller while the phone's settings sheet is open so the design stays in view above it.
 */
export function PreviewStage({
  width,
  height,
  sheetOpen,
  children,
}: {
  width: number;
  height: number;
  sheetOpen: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex justify-center rounded-3xl border border-border bg-surface p-3 sm:p-5 lg:[--preview-h:calc(100dvh-14rem)]',
        sheetOpen ? '[--preview-h:34dvh]' : '[--preview-h:58dvh]',
      )}
    >
      <div
        className="w-full"
        style={{
          maxWidth: `min(100%, calc(var(--preview-h) * ${width / Math.max(height, 1)}))`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
