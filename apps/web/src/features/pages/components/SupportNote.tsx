import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../messages';

/** "Questions? Write to us" box that closes a policy page or tab. */
export function SupportNote({
  title = t('policy.noteTitle'),
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-8 flex gap-4 rounded-2xl border border-border bg-surface p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 text-sm leading-6">
        <p className="mt-0 font-semibold text-fg">{title}</p>
        <p className="mt-1 text-muted">
          {children ?? t('policy.noteLead')}{' '}
          {rich(t('policy.noteWrite', { email: SUPPORT_EMAIL }), {
            mail: (email) => (
              <a href={`mailto:${email}`} data-content className="break-all">
                {email}
              </a>
            ),
            link: (text) => <Link to={paths.contact}>{text}</Link>,
          })}
        </p>
      </div>
    </div>
  );
}
