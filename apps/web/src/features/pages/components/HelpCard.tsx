import { Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/site';
import { t } from '../messages';

interface HelpCardProps {
  title: string;
  /** How fast support answers this kind of question ("We reply within 24 hours."). */
  reply: string;
  children?: ReactNode;
}

/** The "need help?" box beside a policy: support e-mail, reply time and hours. */
export function HelpCard({ title, reply, children }: HelpCardProps) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 text-sm leading-6">
      <h2 className="font-display text-base font-semibold">{title}</h2>
      {children && <div className="mt-1 text-muted">{children}</div>}
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        data-content
        className="mt-4 flex items-center gap-2 break-all font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {SUPPORT_EMAIL}
      </a>
      <p className="mt-2 text-muted">{reply}</p>
      <div className="mt-4 border-t border-border pt-4">
        <p className="flex items-center gap-2 font-medium text-fg">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {t('contact.hours')}
        </p>
        <dl className="mt-2 grid gap-2">
          {SUPPORT_HOURS.map((row) => (
            <div key={row.days}>
              <dt className="text-muted">{t(row.days)}</dt>
              <dd className="font-medium text-fg">{t(row.hours)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link
        to={paths.contact}
        className="mt-4 inline-flex font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
      >
        {t('policy.contactForm')}
      </Link>
    </div>
  );
}
