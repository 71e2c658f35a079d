import type { ReactNode } from 'react';
import { t } from '../messages';
import { Prose } from './Prose';

export interface DocumentSection {
  /** The anchor (`#id`) the table of contents links to. */
  id: string;
  title: string;
  body: ReactNode;
}

interface DocumentPageProps {
  intro: ReactNode;
  sections: DocumentSection[];
  /** Closing note under the last section (contact details, etc.). */
  footer?: ReactNode;
}

/**
 * A numbered legal document: a table of contents (a sticky sidebar on wide screens, a box
 * above the text on phones) and the sections, each a linkable h2.
 */
export function DocumentPage({ intro, sections, footer }: DocumentPageProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      {intro}
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-surface p-5 lg:border-0 lg:bg-transparent lg:p-0">
            <h2
              id="toc-heading"
              className="font-display text-sm font-semibold uppercase tracking-wider text-muted"
            >
              {t('policy.toc')}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-lg py-1 text-muted hover:text-accent"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <Prose>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12 first:mt-0">
              <h2 id={section.id}>
                <span className="mr-2 text-accent tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          {footer && <div className="mt-12 [&>*]:mt-0">{footer}</div>}
        </Prose>
      </div>
    </div>
  );
}
