import { CalendarClock, History, KeyRound, Sparkles } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber } from '../../../lib/format';
import { rich } from '../../../lib/i18n/rich';
import { type User, useUser } from '../../../lib/user';
import { CancelSubscriptionDialog } from '../components/CancelSubscriptionDialog';
import { EmailText } from '../components/EmailText';
import { PlanBadge } from '../components/PlanBadge';
import { t } from '../messages';

const CARD = 'rounded-2xl border border-border bg-surface p-5 sm:p-6';

/** `lastReset` is a calendar date: read it in local time, not as midnight UTC. */
const formatDay = (day: string | null) => formatDate(day ? `${day}T00:00:00` : null);

/** "+919876543210" → "+91 98765 43210"; other numbers as stored. */
function formatPhone(phone: string | null): string {
  const indian = phone?.match(/^\+91(\d{5})(\d{5})$/);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : (phone ?? '—');
}

/**
 * Guarded route /profile (spec §2 'Profile'). `children` are other features' sections (the
 * festival reminders), which the app hands in below the account's own.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  usePageTitle(t('profile.title'));
  const { user } = useUser();
  if (!user) return null; // The guard above has already sent a visitor to /login.
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Identity user={user} />
      <div className="grid gap-6 md:grid-cols-2">
        <MembershipCard user={user} />
        <AccountCard user={user} />
      </div>
      {children}
    </div>
  );
}

function Identity({ user }: { user: User }) {
  const initial = (user.fullName.trim()[0] ?? user.email[0] ?? '?').toUpperCase();
  return (
    <section className={cn(CARD, 'flex items-center gap-4 sm:gap-5')}>
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent font-display text-2xl font-semibold text-accent-fg sm:size-20 sm:text-3xl"
      >
        {initial}
      </span>
      <div className="min-w-0 flex-1">
        <h1
          data-content
          className="break-words font-display text-xl font-semibold tracking-tight sm:text-2xl"
        >
          {user.fullName}
        </h1>
        <p className="break-words text-sm text-muted" data-content>
          <EmailText email={user.email} />
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <PlanBadge plan={user.membership.plan} />
          <span className="text-xs text-muted">
            {rich(t('profile.userId'), {
              id: () => (
                <span className="font-mono text-fg" data-content>
                  {user._id.slice(0, 8)}
                </span>
              ),
            })}
          </span>
        </div>
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-medium">{children}</dd>
    </div>
  );
}

function MembershipCard({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { membership, downloads } = user;
  const active = membership.isActive;
  const plan = membership.plan ? t(`profile.${membership.plan}`) : t('profile.none');
  return (
    <section aria-labelledby="membership-heading" className={CARD}>
      <h2
        ref={heading}
        id="membership-heading"
        tabIndex={-1}
        className="font-display text-lg font-semibold focus:outline-none"
      >
        {t('profile.membership')}
      </h2>
      <dl className="mt-2">
        <Row label={t('profile.plan')}>{plan}</Row>
        <Row label={t('profile.status')}>
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('size-2 rounded-full', active ? 'bg-success' : 'bg-muted')}
            />
            {active ? t('profile.active') : t('profile.inactive')}
          </span>
        </Row>
        <Row label={t('profile.startDate')}>{formatDate(membership.startDate)}</Row>
        <Row label={t('profile.endDate')}>{formatDate(membership.endDate)}</Row>
        {active && (
          <>
            <Row label={t('profile.remaining')}>{formatNumber(downloads.count)}</Row>
            <Row label={t('profile.lastReset')}>{formatDay(downloads.lastReset)}</Row>
          </>
        )}
      </dl>

      {active && membership.cancelAtPeriodEnd && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2.5 text-sm">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('profile.endsOn', { date: formatDate(membership.endDate) })}
        </p>
      )}

      {!active && (
        <div className="mt-4 flex flex-col gap-3 rounded-xl bg-accent-soft p-4">
          <p className="text-sm">{t('profile.pitch')}</p>
          <Link
            to={paths.checkout}
            state={{ from: paths.profile }}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto sm:self-start')}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {t('profile.buy')}
          </Link>
        </div>
      )}

      {active && !membership.cancelAtPeriodEnd && (
        <button
          ref={cancelButton}
          type="button"
          className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}
          onClick={() => setConfirming(true)}
        >
          {t('profile.cancel')}
        </button>
      )}
      {/* Stays mounted while the refreshed user hides the button, so the dialog can close. */}
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          // The dialog has no trigger to return focus to: back to the button, or to the card's
          // heading when a cancellation is about to remove the button.
          if (!open) {
            setTimeout(() => (cancelled.current ? heading : cancelButton).current?.focus());
          }
        }}
        onCancelled={() => {
          cancelled.current = true;
        }}
        endDate={membership.endDate}
      />
    </section>
  );
}

function AccountCard({ user }: { user: User }) {
  return (
    <section aria-labelledby="account-heading" className={CARD}>
      <h2 id="account-heading" className="font-display text-lg font-semibold">
        {t('profile.account')}
      </h2>
      <dl className="mt-2">
        <Row label={t('profile.phone')}>
          <span data-content>{formatPhone(user.phoneNumber)}</span>
        </Row>
        <Row label={t('profile.memberSince')}>{formatDate(user.createdAt)}</Row>
        <Row label={t('profile.lastUpdated')}>{formatDate(user.updatedAt)}</Row>
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={paths.changePassword} className={buttonClasses('secondary', 'md')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('profile.changePassword')}
        </Link>
        <Link to={paths.downloads} className={buttonClasses('secondary', 'md')}>
          <History aria-hidden="true" className="size-4" />
          {t('profile.history')}
        </Link>
      </div>
    </section>
  );
}
