import { CalendarDays, LayoutDashboard, LogIn, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { buttonClasses } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/account/api/logout';
import { LanguageButton } from '../../features/language/components/LanguageSwitch';
import { SearchBox } from '../../features/search/components/SearchBox';
import { useTheme } from '../../features/theme/use-theme';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n/common';
import { isOperator, useUser } from '../../lib/user';
import { InstallAppButton } from './InstallAppButton';
import { hidesSearch, isConsolePage } from './route-shape';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-xl text-fg hover:bg-surface-2';

export function Header() {
  const { pathname } = useLocation();
  const { theme, toggle } = useTheme();
  const { user, isLoggedIn } = useUser();
  const logout = useLogout();
  const inConsole = isConsolePage(pathname);
  const showSearch = !hidesSearch(pathname) && !inConsole;
  // On the login and sign-up pages the button would only drop the pending return path.
  const onAuthPage = pathname === paths.login || pathname === paths.signup;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur">
      {/* Below 400 px the gaps give way, so the search button does not ride over the logo: a
          signed-in user's header holds five buttons beside the logo (search, calendar, theme,
          profile, log out). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 max-[399px]:gap-1 sm:px-6">
        <Logo />
        <div className="min-w-0 flex-1">{showSearch && <SearchBox />}</div>
        <Link
          to={paths.calendar}
          aria-current={pathname === paths.calendar ? 'page' : undefined}
          className={cn(
            'inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl text-sm font-semibold hover:bg-surface-2 lg:px-3',
            pathname === paths.calendar ? 'text-accent' : 'text-fg',
            // An operator's phone header has the console's button too: no room for this one
            // (the home page's Upcoming row links to the calendar).
            isOperator(user) && 'max-sm:hidden',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {/* The word from 1024 px (the search box needs the room below); the icon alone keeps
                its name for screen readers. */}
          <span className="sr-only lg:not-sr-only">{t('layout.calendar')}</span>
        </Link>
        <InstallAppButton />
        {/* Not on the narrowest phones (nor a signed-in phone, whose header is full): the search
            button would ride over the logo. The footer's switch is on every page. */}
        <LanguageButton className={isLoggedIn ? 'max-sm:hidden' : 'max-[399px]:hidden'} />
        <button
          type="button"
          onClick={toggle}
          className={iconButton}
          aria-label={theme === 'dark' ? t('layout.toLight') : t('layout.toDark')}
        >
          {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
        </button>
        {isLoggedIn ? (
          <>
            {isOperator(user) && (
              <Link
                to={paths.admin}
                aria-current={inConsole ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold hover:bg-surface-2 sm:px-3',
                  inConsole ? 'text-accent' : 'text-fg',
                )}
              >
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {/* The word on wider screens; the icon alone on a phone keeps its name for
                    screen readers. */}
                <span className="sr-only sm:not-sr-only">{t('layout.admin')}</span>
              </Link>
            )}
            <Link to={paths.profile} className={iconButton} aria-label={t('layout.profile')}>
              <UserRound className="size-5" />
            </Link>
            <button
              type="button"
              className={iconButton}
              aria-label={t('layout.logout')}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut className="size-5" />
            </button>
          </>
        ) : onAuthPage ? null : (
          <Link
            to={paths.login}
            state={{ from: pathname }}
            className={buttonClasses('primary', 'sm')}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('layout.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
