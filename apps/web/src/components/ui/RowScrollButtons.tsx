import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/common';

interface RowScrollButtonsProps {
  /** What the row holds, for the buttons' names: "Previous Trending", "Next Trending". */
  subject: string;
  edges: { start: boolean; end: boolean };
  page(direction: 1 | -1): void;
}

/**
 * A sideways row's previous and next buttons, for pointers on wide screens (phones swipe, and the
 * keyboard moves through the row's own links). Each is disabled at its end of the row.
 */
export function RowScrollButtons({ subject, edges, page }: RowScrollButtonsProps) {
  return (
    <div className="hidden gap-2 md:flex">
      <ScrollButton
        label={t('common.previous', { subject })}
        disabled={edges.start}
        onClick={() => page(-1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </ScrollButton>
      <ScrollButton
        label={t('common.next', { subject })}
        disabled={edges.end}
        onClick={() => page(1)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </ScrollButton>
    </div>
  );
}

function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-fg transition hover:border-accent hover:text-accent disabled:cursor-default disabled:opacity-40 disabled:hover:border-border disabled:hover:text-fg"
    >
      {children}
    </button>
  );
}
