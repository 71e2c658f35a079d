import type { ReactNode } from 'react';
import { rich } from '../../../lib/i18n/rich';
import { formatLongDate, isoDay, localDay } from '../dates';
import { t } from '../messages';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** A calendar day ("2026-11-21", read in the visitor's time zone) or a Date. */
  updatedOn?: string | Date;
}

/** The top of a static page: the page's only h1, a lead paragraph and the revision date. */
export function PageIntro({ eyebrow, title, children, updatedOn }: PageIntroProps) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      <h1 className="mt-2 font-display text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
        {title}
      </h1>
      {children && <div className="mt-4 text-lg leading-8 text-muted">{children}</div>}
      {updatedOn && (
        <p className="mt-4 text-sm text-muted">
          {rich(t('policy.updated', { date: formatLongDate(updatedOn) }), {
            // A date of today (the shipping page's) is the server's day in the HTML, and may be
            // another day in the reader's time zone (from 18:30 UTC a reader in India is a day
            // ahead of a server on UTC): hydration keeps the server's instead of a mismatch.
            date: (text) => (
              <time dateTime={isoDay(localDay(updatedOn))} suppressHydrationWarning>
                {text}
              </time>
            ),
          })}
        </p>
      )}
    </header>
  );
}
