import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/user';
import { useUserDetail } from '../api/get-user';
import { ConsolePage } from '../components/ConsolePage';
import { AccessCard } from '../components/people/AccessCard';
import { Card, Fact, Facts } from '../components/people/Card';
import { MembershipCard } from '../components/people/MembershipCard';
import { PaymentsCard } from '../components/people/PaymentsCard';
import { formatPhone } from '../lib/people-format';

const crumbs = [{ label: 'Users', href: '/admin/users' }];

/** `/admin/users/:userId`: one account, its membership, payments and downloads, and its access. */
export function UserPage() {
  const { userId = '' } = useParams();
  const detail = useUserDetail(userId);
  const { user: me } = useUser();

  if (detail.isPending) {
    return (
      <ConsolePage title="User" crumbs={crumbs}>
        <div role="status" aria-label="Loading the user" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-48 w-full" />
          ))}
        </div>
      </ConsolePage>
    );
  }
  if (detail.isError) {
    return (
      <ConsolePage title="User" crumbs={crumbs}>
        <ErrorBox message={detail.error.message} onRetry={() => void detail.refetch()} />
      </ConsolePage>
    );
  }

  const { profile, membership, payments, downloads } = detail.data;
  return (
    <ConsolePage title={profile.fullName} description={profile.email} crumbs={crumbs}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Profile" id="profile">
          <Facts>
            <Fact label="E-mail">{profile.email}</Fact>
            <Fact label="Phone">{formatPhone(profile.phoneNumber)}</Fact>
            <Fact label="Joined">{formatDate(profile.createdAt)}</Fact>
            <Fact label="Last updated">{formatDate(profile.updatedAt)}</Fact>
            <Fact label="User ID">
              <span className="font-mono text-xs">{profile._id}</span>
            </Fact>
          </Facts>
        </Card>
        <MembershipCard userId={profile._id} name={profile.fullName} membership={membership} />
        <Card title="Downloads" id="downloads">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-surface-2 p-4">
              <dt className="text-sm text-muted">Today</dt>
              <dd className="font-display text-3xl font-semibold tabular-nums">
                {downloads.today}
              </dd>
            </div>
            <div className="rounded-xl bg-surface-2 p-4">
              <dt className="text-sm text-muted">In total</dt>
              <dd className="font-display text-3xl font-semibold tabular-nums">
                {downloads.total}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">“Today” is the business day the allowance counts.</p>
        </Card>
        {me && <AccessCard profile={profile} me={me} />}
      </div>
      <PaymentsCard payments={payments} />
    </ConsolePage>
  );
}
