import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** A calendar day ("2026-11-21", read in the visitor's time zone) or a Date. */
  updatedOn?: string | Date;
}

/** "2026-11-21" → that day at local midnight (`new Date("2026-11-21")` is UTC, a day early in the Americas). */
export function localDay(day: string | Date): Date {
  if (day instanceof Date) return day;
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function formatLongDate(day: string | Date): string {
  return localDay(day).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
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
          Last updated{' '}
          <time dateTime={isoDay(localDay(updatedOn))}>{formatLongDate(updatedOn)}</time>
        </p>
      )}
    </header>
  );
}
