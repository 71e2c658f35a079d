import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { t } from '../messages';

/** A page the signed-in person may not open: says so and why, never a blank page. */
export function Refusal({
  title,
  children,
  inConsole = false,
}: {
  title: string;
  children: ReactNode;
  /** Inside the console's layout (an editor at an admin's section) rather than on its own. */
  inConsole?: boolean;
}) {
  usePageTitle(title);
  return (
    <section
      className={
        inConsole
          ? 'flex flex-col items-start gap-4 py-6'
          : 'mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center'
      }
    >
      <ShieldAlert aria-hidden="true" className="size-12 text-accent" />
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="text-muted">{children}</p>
      <Link to={inConsole ? paths.admin : paths.home} className={buttonClasses('primary', 'md')}>
        {inConsole ? t('console.refusal.backToConsole') : t('console.refusal.backHome')}
      </Link>
    </section>
  );
}
