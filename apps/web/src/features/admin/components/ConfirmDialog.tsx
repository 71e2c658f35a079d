import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { t } from '../messages';

/**
 * Asks before anything destructive. Focus starts on Cancel (the first button: the safe choice under
 * Enter); the confirm button waits while the server is asked; a refusal (`error`, such as a
 * 409's "still holds 3 designs") is shown in the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
  confirmVariant = 'danger',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  error?: string | null;
  /** `primary` for a confirmation that undoes nothing (enabling an account). */
  confirmVariant?: 'danger' | 'primary';
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {error && (
        <p
          role="alert"
          className="mb-4 flex gap-2 rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('console.cancel')}
        </Button>
        <Button variant={confirmVariant} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
