import { Copy, Link2, RefreshCw, Rss } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { API_BASE } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRenewFeed } from '../api/renew-feed';
import { t } from '../reminders-messages';

export const PUBLIC_FEED_URL = `${API_BASE}/calendar/public.ics`;

/** The private calendar feed (copy it, or replace it after a confirmation) and the public one. */
export function FeedLinks({ feedUrl }: { feedUrl: string }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const renew = useRenewFeed();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(t('feed.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): leave the link selected to copy by hand.
      input.current?.select();
      toast.error(t('feed.copyFailed'));
    }
  };

  return (
    <div>
      <h3 className="text-base font-semibold">{t('feed.title')}</h3>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t('feed.hint')}
      </p>
      <label htmlFor={inputId} className="sr-only">
        {t('feed.label')}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Link2
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={input}
            id={inputId}
            readOnly
            value={feedUrl}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full rounded-xl border border-border bg-surface-2 pl-9 pr-3 font-mono text-xs text-fg focus:border-accent focus:outline-none"
          />
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void copy()} className="flex-1 sm:flex-none">
            <Copy aria-hidden="true" className="size-4" />
            {t('feed.copy')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            className="flex-1 sm:flex-none"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('feed.renew')}
          </Button>
        </div>
      </div>
      <a
        href={PUBLIC_FEED_URL}
        className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        {t('feed.public')}
      </a>

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) renew.reset();
        }}
        title={t('feed.renewTitle')}
        description={t('feed.renewBody')}
      >
        {renew.isError && (
          <p
            role="alert"
            className="mb-4 rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
          >
            {renew.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('feed.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('feed.renewed'));
                },
              })
            }
          >
            {t('feed.renew')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
