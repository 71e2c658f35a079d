import type { CustomWorkRequest } from '@stamp/shared/schemas/admin-people';
import { Mail } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { replyHref } from '../../lib/inbox';
import { formatDateTime } from '../../lib/people-format';
import { t } from '../../messages';
import { Badge } from '../people/Badge';
import { HandledButton } from './HandledButton';

/** A custom-work request (an e-mail left in the footer's form): write back, mark handled. */
export function CustomWorkCard({
  request,
  onHandled,
}: {
  request: CustomWorkRequest;
  onHandled(handled: boolean): void;
}) {
  return (
    <article
      aria-label={t('console.inbox.customWorkFor', { email: request.email })}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-2xl border bg-surface p-4',
        request.handled ? 'border-border' : 'border-accent/50',
      )}
    >
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <span data-content className="break-all font-semibold">
            {request.email}
          </span>
          {request.handled ? (
            <Badge tone="success">{t('console.inbox.handled')}</Badge>
          ) : (
            <Badge tone="accent">{t('console.inbox.new')}</Badge>
          )}
        </div>
        <time dateTime={request.createdAt} className="text-xs text-muted">
          {t('console.inbox.asked', { time: formatDateTime(request.createdAt) })}
        </time>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={replyHref(request.email, 'Your custom design request')}
          className={buttonClasses('primary', 'md')}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('console.inbox.reply')}
          <span className="sr-only">{t('console.inbox.replyTo', { name: request.email })}</span>
        </a>
        <HandledButton
          handled={request.handled}
          what={t('console.inbox.requestFrom', { email: request.email })}
          onToggle={() => onHandled(!request.handled)}
        />
      </div>
    </article>
  );
}
