import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/common';
import { Button } from './Button';

/** What a list shows when it has nothing (with the spec's exact text). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted" />
      <p className="font-display text-lg font-semibold">{title}</p>
      {children && <div className="max-w-md text-sm text-muted">{children}</div>}
    </div>
  );
}

/** A failed load: says what went wrong and offers to try again. */
export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/5 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-danger" />
      <p className="font-medium">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
