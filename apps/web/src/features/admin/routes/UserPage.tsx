import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { formatDate, formatNumber } from '../../../lib/format';
import { useUser } from '../../../lib/user';
import { useUserDetail } from '../api/get-user';
import { ConsolePage } from '../components/ConsolePage';
import { AccessCard } from '../components/people/AccessCard';
import { Card, Fact, Facts } from '../components/people/Card';
import { MembershipCard } from '../components/people/MembershipCard';
import { PaymentsCard } from '../components/people/PaymentsCard';
import { formatPhone } from '../lib/people-format';
import { t } from '../messages';

/** `/admin/users/:userId`: one account, its membership, payments and downloads, and its access. */
export function UserPage() {
  const { userId = '' } = useParams();
  const detail = useUserDetail(userId);
  const { user: me } = useUser();
  const crumbs = [{ label: t('console.section.users'), href: '/admin/users' }];

  if (detail.isPending) {
    return (
      <ConsolePage title={t('console.people.user')} crumbs={crumbs}>
        <div
          role="status"
          aria-label={t('console.people.loadingUser')}
          className="grid gap-4 md:grid-cols-2"
        >
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-48 w-full" />
          ))}
        </div>
      </ConsolePage>
    );
  }
  if (detail.isError) {
    return (
      <ConsolePage title={t('console.people.user')} crumbs={crumbs}>
        <ErrorBox message={detail.error.message} onRetry={() => void detail.refetch()} />
      </ConsolePage>
    );
  }

  const { profile, membership, payments, downloads } = detail.data;
  return (
    <ConsolePage
      title={profile.fullName}
      description={<span data-content>{profile.email}</span>}
      crumbs={crumbs}
      titleIsContent
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('console.people.profile')} id="profile">
          <Facts>
            <Fact label={t('console.people.email')}>
              <span data-content>{profile.email}</span>
            </Fact>
            <Fact label={t('console.people.phone')}>{formatPhone(profile.phoneNumber)}</Fact>
            <Fact label={t('console.people.joined')}>{formatDate(profile.createdAt)}</Fact>
            <Fact label={t('console.people.updated')}>{formatDate(profile.updatedAt)}</Fact>
            <Fact label={t('console.people.userId')}>
              <span data-content className="font-mono text-xs">
                {profile._id}
              </span>
            </Fact>
          </Facts>
        </Card>
        <MembershipCard userId={profile._id} name={profile.fullName} membership={membership} />
        <Card title={t('console.dashboard.downloads')} id="downloads">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-surface-2 p-4">
              <dt className="text-sm text-muted">{t('console.people.today')}</dt>
              <dd className="font-display text-3xl font-semibold tabular-nums">
                {formatNumber(downloads.today)}
              </dd>
            </div>
            <div className="rounded-xl bg-surface-2 p-4">
              <dt className="text-sm text-muted">{t('console.people.inTotal')}</dt>
              <dd className="font-display text-3xl font-semibold tabular-nums">
                {formatNumber(downloads.total)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">{t('console.people.todayNote')}</p>
        </Card>
        {me && <AccessCard profile={profile} me={me} />}
      </div>
      <PaymentsCard payments={payments} />
    </ConsolePage>
  );
}
