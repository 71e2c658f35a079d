import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { t } from '../messages';
import { type ConsoleSection, consolePath } from '../sections';

/** The sections as links; the current one is marked for sight and for screen readers. */
export function ConsoleNav({
  sections,
  onNavigate,
}: {
  sections: readonly ConsoleSection[];
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={t('console.name')}>
      <ul className="flex flex-col gap-1">
        {sections.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={consolePath({ path })}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition',
                  isActive ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-surface-2',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
