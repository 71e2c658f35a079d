import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api';
import { rich } from '../../../lib/i18n/rich';
import { useUnsubscribeReminders } from '../api/unsubscribe-reminders';
import { t } from '../reminders-messages';

/**
 * `/reminders/unsubscribe?token=…`: where a reminder e-mail's "Unsubscribe" leads. Opening it
 * changes nothing (mail scanners open every link); the button does.
 */
export function UnsubscribePage() {
  usePageTitle(t('unsub.title'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribeReminders();
  const done = unsubscribe.isSuccess;
  const problem = !token
    ? t('unsub.incomplete')
    : unsubscribe.isError
      ? unsubscribe.error.message
      : null;
  // Trying again helps after a network failure, never with a link the server refused.
  const refused =
    unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'UNSUBSCRIBE_LINK_INVALID';

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:shadow-sm">
        <h1 className="font-display text-2xl font-semibold tracking-tight">
          {done ? t('unsub.stopped') : t('unsub.stop')}
        </h1>
        {done ? (
          <p role="status" className="mt-3 text-sm">
            {t('unsub.none')}
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm text-muted">{t('unsub.body')}</p>
            {problem && (
              <p role="alert" className="mt-4 text-sm text-danger">
                {problem}
              </p>
            )}
            {token && !refused && (
              <Button
                className="mt-6 w-full"
                busy={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                {unsubscribe.isPending ? t('unsub.busy') : t('unsub.button')}
              </Button>
            )}
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {rich(t(done ? 'unsub.changed' : 'unsub.some'), {
          link: (text) => (
            <Link to={paths.calendar} className="font-semibold text-accent hover:underline">
              {text}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
