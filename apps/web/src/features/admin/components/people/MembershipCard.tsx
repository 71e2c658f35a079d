import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { formatDate } from '../../../../lib/format';
import { useRevokeMembership } from '../../api/revoke-membership';
import { PLAN_LABEL } from '../../lib/people-format';
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
      title="Membership"
      id="membership"
      actions={
        <>
          <Button size="sm" onClick={() => setGranting(true)}>
            {membership.isActive ? 'Extend membership' : 'Grant membership'}
          </Button>
          {membership.isActive && (
            <Button size="sm" variant="secondary" onClick={() => setRevoking(true)}>
              Revoke membership
            </Button>
          )}
        </>
      }
    >
      <Facts>
        <Fact label="Plan">{plan ? PLAN_LABEL[plan] : 'No plan'}</Fact>
        <Fact label="Status">
          <MembershipBadge membership={membership} />
        </Fact>
        <Fact label="Started">{formatDate(membership.startDate)}</Fact>
        <Fact label={membership.isActive ? 'Runs until' : 'Ended'}>
          {formatDate(membership.endDate)}
        </Fact>
        {membership.isActive && (
          <Fact label="Renews">
            {membership.cancelAtPeriodEnd ? 'No: ends with the period' : 'Monthly'}
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
        title="Revoke the membership?"
        description={`${name}’s ${plan ? PLAN_LABEL[plan] : ''} membership ends now: their downloads are watermarked from the next one. A Razorpay subscription is not cancelled by this; cancel it there if it should stop charging.`}
        confirmLabel="Revoke membership"
        busy={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setRevoking(false) })}
      />
    </Card>
  );
}
