import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { t } from '../messages';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  endDate: string | null;
  /** Called before the dialog closes after a successful cancellation. */
  onCancelled?(): void;
}

/** Spec §8: the server's refusal, else 'Failed to cancel subscription'; no answer at all, else. */
function cancelErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK') {
    return t('cancel.error');
  }
  // Until the payments issue lands the endpoint answers a bare 404 'Not found'.
  const serverSaid = error.status !== 404 && typeof error.body.message === 'string';
  return serverSaid ? error.message : t('cancel.failed');
}

/** The confirmation of spec §2 ('Keep Subscription' / 'Yes, Cancel'). */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  endDate,
  onCancelled,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('cancel.success'));
        onCancelled?.();
        onOpenChange(false);
      },
      onError: (error) => toast.error(cancelErrorMessage(error)),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title={t('cancel.title')}
      description={endDate ? t('cancel.until', { date: formatDate(endDate) }) : t('cancel.noDate')}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        {/* White on the dark theme's light red is hard to read; the page colour is not. */}
        <Button variant="danger" className="dark:text-bg" onClick={confirm} busy={cancel.isPending}>
          {cancel.isPending ? t('cancel.busy') : t('cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
