import type { Role } from '@stamp/shared/schemas/user';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { paths } from '../../config/paths';
import { isOperator, useUser } from '../../lib/user';
import { ConsoleLayout } from './components/ConsoleLayout';
import { ConsoleNotFound } from './components/ConsoleNotFound';
import { Refusal } from './components/Refusal';
import { mayOpen, sectionsFor } from './lib/access';
import { t } from './messages';
import { SECTIONS } from './sections';

/**
 * `/admin/*`. A visitor logs in and comes back; a user is told the console is for operators; an
 * operator gets the sections of their role (sections.ts), and a refusal, not a blank, for a
 * section of a higher role.
 */
export function ConsoleRoot() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (!isOperator(user)) {
    return (
      <Refusal title={t('console.refusal.operators')}>{t('console.refusal.operatorsBody')}</Refusal>
    );
  }
  return <ConsoleRoutes role={user.role} />;
}

function ConsoleRoutes({ role }: { role: Role }) {
  const sections = sectionsFor(SECTIONS, role);
  const landing = sections[0];
  return useRoutes([
    {
      element: <ConsoleLayout sections={sections} />,
      children: [
        {
          index: true,
          element: landing ? <Navigate to={landing.path} replace /> : <ConsoleNotFound />,
        },
        ...SECTIONS.map((section) => ({
          path: `${section.path}/*`,
          element: mayOpen(role, section.access) ? (
            <section.Page />
          ) : (
            <Refusal title={t('console.refusal.adminOnly', { section: section.label })} inConsole>
              {t('console.refusal.adminOnlyBody')}
            </Refusal>
          ),
        })),
        { path: '*', element: <ConsoleNotFound /> },
      ],
    },
  ]);
}
