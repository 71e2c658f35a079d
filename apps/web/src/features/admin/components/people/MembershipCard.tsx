import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { formatDate } from '../../../../lib/format';
import { useRevokeMembership } from '../../api/revoke-membership';
import { PLAN_LABEL } from '../../lib/people-format';
import { t } from '../../messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { MembershipBadge } from './AccountBadges';
import { Card, Fact, Facts } from './Card';
import { GrantMembershipDialog } from './GrantMembershipDialog';

/** A user's membership (plan, status, dates), with a support grant and a revocation. */
export function MembershipCard({
  userId,
  name,
  membership,
}: {
  userId: string;
  name: string;
  membership: AdminUserDetail['membership'];
}) {
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeMembership(userId);
  const plan = membership.plan;

  return (
    <Card
      title={t('console.people.membership')}
      id="membership"
      actions={
        <>
          <Button size="sm" onClick={() => setGranting(true)}>
            {membership.isActive ? t('console.people.extend') : t('console.people.grant')}
          </Button>
          {membership.isActive && (
            <Button size="sm" variant="secondary" onClick={() => setRevoking(true)}>
              {t('console.people.revoke')}
            </Button>
          )}
        </>
      }
    >
      <Facts>
        <Fact label={t('console.people.plan')}>
          {plan ? PLAN_LABEL[plan] : t('console.people.noPlan')}
        </Fact>
        <Fact label={t('console.people.status')}>
          <MembershipBadge membership={membership} />
        </Fact>
        <Fact label={t('console.people.started')}>{formatDate(membership.startDate)}</Fact>
        <Fact
          label={membership.isActive ? t('console.people.runsUntil') : t('console.people.ended')}
        >
          {formatDate(membership.endDate)}
        </Fact>
        {membership.isActive && (
          <Fact label={t('console.people.renews')}>
            {membership.cancelAtPeriodEnd
              ? t('console.people.renews.no')
              : t('console.people.renews.monthly')}
          </Fact>
        )}
      </Facts>
      <GrantMembershipDialog
        userId={userId}
        name={name}
        activePlan={membership.isActive ? plan : null}
        open={granting}
        onOpenChange={setGranting}
      />
      <ConfirmDialog
        open={revoking}
        onOpenChange={(open) => {
          if (!open) revoke.reset();
          setRevoking(open);
        }}
        title={t('console.people.revoke.title')}
        description={t('console.people.revoke.body', { name, plan: plan ? PLAN_LABEL[plan] : '' })}
        confirmLabel={t('console.people.revoke')}
        busy={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setRevoking(false) })}
      />
    </Card>
  );
}
