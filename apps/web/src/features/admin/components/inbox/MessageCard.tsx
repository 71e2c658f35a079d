import type { InboxMessage } from '@stamp/shared/schemas/admin-people';
import { ChevronDown, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { rich } from '../../../../lib/i18n/rich';
import { replyHref } from '../../lib/inbox';
import { formatDateTime } from '../../lib/people-format';
import { t } from '../../messages';
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
            <span data-content className="font-semibold">
              {message.name}
            </span>
            {message.handled ? (
              <Badge tone="success">{t('console.inbox.handled')}</Badge>
            ) : (
              <Badge tone="accent">{t('console.inbox.new')}</Badge>
            )}
          </div>
          <p className="mt-1 break-words font-medium">
            {message.subject ? (
              <span data-content>{message.subject}</span>
            ) : (
              <span className="text-muted">{t('console.inbox.noSubject')}</span>
            )}
          </p>
          <p className="text-xs text-muted">
            {message.inquiryType && <span data-content>{`${message.inquiryType} · `}</span>}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          {!open && (
            <p data-content className="mt-1.5 line-clamp-2 text-sm text-muted">
              {message.message}
            </p>
          )}
        </div>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0 text-muted transition', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-border px-4 py-3">
        <p data-content className="whitespace-pre-wrap break-words text-sm leading-relaxed">
          {message.message}
        </p>
        <p className="mt-3 break-all text-sm text-muted">
          {rich(t('console.inbox.from', { email: message.email }), {
            email: (email) => (
              <span data-content className="text-fg">
                {email}
              </span>
            ),
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-3">
        <a
          href={replyHref(message.email, message.subject)}
          className={buttonClasses('primary', 'md')}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('console.inbox.reply')}
          <span className="sr-only">{t('console.inbox.replyTo', { name: message.name })}</span>
        </a>
        <HandledButton
          handled={message.handled}
          what={t('console.inbox.messageFrom', { name: message.name })}
          onToggle={() => onHandled(!message.handled)}
        />
      </div>
    </article>
  );
}
