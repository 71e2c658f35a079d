import { Copy, Link2, RefreshCw, Rss } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { API_BASE } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRenewFeed } from '../api/renew-feed';

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
      toast.success('Link copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): leave the link selected to copy by hand.
      input.current?.select();
      toast.error('Could not copy: the link is selected, copy it from there');
    }
  };

  return (
    <div>
      <h3 className="text-base font-semibold">Your calendar feed</h3>
      <p id={hintId} className="mt-1 text-sm text-muted">
        Add your festivals to Google Calendar (Other calendars › From URL), Apple Calendar or
        Outlook, with an alert the day before. Anyone with this link can see them: keep it to
        yourself.
      </p>
      <label htmlFor={inputId} className="sr-only">
        Your private calendar feed link
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
            Copy
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            className="flex-1 sm:flex-none"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Get a new link
          </Button>
        </div>
      </div>
      <a
        href={PUBLIC_FEED_URL}
        className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        Public calendar of every festival (.ics)
      </a>

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) renew.reset();
        }}
        title="Get a new link?"
        description="The link you have now stops working at once: calendars that use it stop updating until you add the new one."
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
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success('New link ready: add it to your calendar again');
                },
              })
            }
          >
            Get a new link
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
