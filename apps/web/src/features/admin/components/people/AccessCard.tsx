import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useSetUserDisabled } from '../../api/set-user-disabled';
import { useSetUserRole } from '../../api/set-user-role';
import { formatDateTime } from '../../lib/people-format';
import { disableLock, otherStaffRole, roleLock } from '../../lib/user-rules';
import { ConfirmDialog } from '../ConfirmDialog';
import { AccountStateBadge, RoleBadge } from './AccountBadges';
import { Card, Fact, Facts } from './Card';

type Profile = AdminUserDetail['profile'];

/** A reason a control is not offered, in place of the control. */
function Locked({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-2 text-sm text-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** Who the account is in the console (role) and whether it may sign in (disabled). */
export function AccessCard({ profile, me }: { profile: Profile; me: { _id: string } }) {
  const setRole = useSetUserRole(profile._id);
  const setDisabled = useSetUserDisabled(profile._id);
  const [confirming, setConfirming] = useState(false);
  const roleReason = roleLock(profile, me);
  const disableReason = profile.disabled ? null : disableLock(profile, me);
  const roleNote = useId();
  const disableNote = useId();
  const nextRole = otherStaffRole(profile.role);
  const disabling = !profile.disabled;

  return (
    <Card title="Access" id="access">
      <Facts>
        <Fact label="Role">
          <RoleBadge role={profile.role} />
        </Fact>
        <Fact label="Account">
          <AccountStateBadge disabled={profile.disabled} />
        </Fact>
        {profile.disabledAt && (
          <Fact label="Disabled on">{formatDateTime(profile.disabledAt)}</Fact>
        )}
      </Facts>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted">
          Editors run the catalog, the site and the inbox; they cannot see users, plans or money.
        </p>
        {roleReason ? (
          <Locked id={roleNote}>{roleReason}</Locked>
        ) : (
          <div>
            <Button
              size="sm"
              variant="secondary"
              busy={setRole.isPending}
              onClick={() => setRole.mutate(nextRole)}
            >
              {nextRole === 'editor' ? 'Make an editor' : 'Make a user again'}
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted">
          A disabled account cannot log in, and every session it has ends at once.
        </p>
        {disableReason ? (
          <Locked id={disableNote}>{disableReason}</Locked>
        ) : (
          <div>
            <Button
              size="sm"
              variant={disabling ? 'danger' : 'secondary'}
              onClick={() => setConfirming(true)}
            >
              {disabling ? 'Disable account' : 'Enable account'}
            </Button>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setDisabled.reset();
          setConfirming(open);
        }}
        title={disabling ? `Disable ${profile.fullName}?` : `Enable ${profile.fullName}?`}
        description={
          disabling
            ? 'Every session of this account ends now: on their next click they are sent to log in, and their login is refused until an admin enables the account again. Their membership and downloads stay as they are.'
            : 'They can log in again with their password. Sessions ended by the disable do not come back.'
        }
        confirmLabel={disabling ? 'Disable account' : 'Enable account'}
        confirmVariant={disabling ? 'danger' : 'primary'}
        busy={setDisabled.isPending}
        error={setDisabled.error?.message}
        onConfirm={() => setDisabled.mutate(disabling, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
