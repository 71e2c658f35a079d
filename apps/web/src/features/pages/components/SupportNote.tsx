import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';

/** "Questions? Write to us" box that closes a policy page or tab. */
export function SupportNote({
  title = 'Still have a question?',
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
          {children ?? 'Write to us and a person from our team will answer.'} Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all">
            {SUPPORT_EMAIL}
          </a>{' '}
          or use the <Link to={paths.contact}>contact form</Link>.
        </p>
      </div>
    </div>
  );
}
