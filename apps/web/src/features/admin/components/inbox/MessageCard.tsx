import type { InboxMessage } from '@stamp/shared/schemas/admin-people';
import { ChevronDown, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { replyHref } from '../../lib/inbox';
import { formatDateTime } from '../../lib/people-format';
import { Badge } from '../people/Badge';
import { HandledButton } from './HandledButton';

/**
 * A contact message as a card: who, the subject and the start of the text; a tap opens the whole
 * message. Reply (the operator's mail app) and mark handled are always in reach of a thumb.
 */
export function MessageCard({
  message,
  onHandled,
}: {
  message: InboxMessage;
  onHandled(handled: boolean): void;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <article
      aria-label={`${message.subject} — ${message.name}`}
      className={cn(
        'rounded-2xl border bg-surface transition',
        message.handled ? 'border-border' : 'border-accent/50',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{message.name}</span>
            {!message.handled && <Badge tone="accent">New</Badge>}
            {message.handled && <Badge tone="success">Handled</Badge>}
          </div>
          <p className="mt-1 font-medium">{message.subject}</p>
          {message.inquiryType && <p className="text-xs text-muted">{message.inquiryType}</p>}
          {!open && <p className="mt-1 line-clamp-2 text-sm text-muted">{message.message}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <time dateTime={message.createdAt} className="whitespace-nowrap text-xs text-muted">
            {formatDateTime(message.createdAt)}
          </time>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 text-muted transition', open && 'rotate-180')}
          />
        </div>
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-border px-4 py-3">
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
        <p className="mt-3 break-all text-sm text-muted">
          From <span className="text-fg">{message.email}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-3">
        <a
          href={replyHref(message.email, message.subject)}
          className={buttonClasses('primary', 'sm')}
        >
          <Mail aria-hidden="true" className="size-4" />
          Reply
          <span className="sr-only"> to {message.name}</span>
        </a>
        <HandledButton
          handled={message.handled}
          what={`the message from ${message.name}`}
          onToggle={() => onHandled(!message.handled)}
        />
      </div>
    </article>
  );
}
