import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown under the card: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every account form: full width on phones, a centred card from tablets up. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:shadow-sm">
        <h1 className="font-display text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </section>
  );
}
