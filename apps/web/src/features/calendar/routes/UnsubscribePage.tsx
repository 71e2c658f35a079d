import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api';
import { useUnsubscribeReminders } from '../api/unsubscribe-reminders';

const INCOMPLETE =
  'This unsubscribe link is incomplete. Open it again from the e-mail, or turn reminders off in the calendar.';

/**
 * `/reminders/unsubscribe?token=…`: where a reminder e-mail's "Unsubscribe" leads. Opening it
 * changes nothing (mail scanners open every link); the button does.
 */
export function UnsubscribePage() {
  usePageTitle('Festival reminders');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribeReminders();
  const done = unsubscribe.isSuccess;
  const problem = !token ? INCOMPLETE : unsubscribe.isError ? unsubscribe.error.message : null;
  // Trying again helps after a network failure, never with a link the server refused.
  const refused =
    unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'UNSUBSCRIBE_LINK_INVALID';

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:shadow-sm">
        <h1 className="font-display text-2xl font-semibold tracking-tight">
          {done ? 'Festival reminders stopped' : 'Stop festival reminders?'}
        </h1>
        {done ? (
          <p role="status" className="mt-3 text-sm">
            You will get no more festival reminders.
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm text-muted">
              You will no longer get e-mails before the festivals you chose, or those of your
              region. Your calendar feed keeps working.
            </p>
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
                {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            )}
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {done ? 'Changed your mind? ' : 'Only want some of them? '}
        <Link to={paths.calendar} className="font-semibold text-accent hover:underline">
          Choose festivals in the calendar
        </Link>
      </p>
    </section>
  );
}
