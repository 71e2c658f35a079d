import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useSetUserDisabled } from '../../api/set-user-disabled';
import { useSetUserRole } from '../../api/set-user-role';
import { formatDateTime } from '../../lib/people-format';
import { disableLock, otherStaffRole, roleLock } from '../../lib/user-rules';
import { t } from '../../messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { AccountStateBadge, RoleBadge } from './AccountBadges';
import { Card, Fact, Facts } from './Card';

type Profile = AdminUserDetail['profile'];

/** A reason a control is not offered, in place of the control. */
function Locked({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-2 text-sm text-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {/* The server's setting keeps its name in every language. */}
        {children.split(/(ADMIN_EMAIL)/).map((part, index) =>
          part === 'ADMIN_EMAIL' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
            <span key={index} data-content>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </span>
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
    <Card title={t('console.people.access')} id="access">
      <Facts>
        <Fact label={t('console.people.role')}>
          <RoleBadge role={profile.role} />
        </Fact>
        <Fact label={t('console.people.account')}>
          <AccountStateBadge disabled={profile.disabled} />
        </Fact>
        {profile.disabledAt && (
          <Fact label={t('console.people.disabledOn')}>{formatDateTime(profile.disabledAt)}</Fact>
        )}
      </Facts>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted">{t('console.people.editorsNote')}</p>
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
              {nextRole === 'editor'
                ? t('console.people.makeEditor')
                : t('console.people.makeUser')}
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted">{t('console.people.disableNote')}</p>
        {disableReason ? (
          <Locked id={disableNote}>{disableReason}</Locked>
        ) : (
          <div>
            <Button
              size="sm"
              variant={disabling ? 'danger' : 'secondary'}
              onClick={() => setConfirming(true)}
            >
              {disabling ? t('console.people.disable') : t('console.people.enable')}
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
        title={
          disabling
            ? t('console.people.disable.title', { name: profile.fullName })
            : t('console.people.enable.title', { name: profile.fullName })
        }
        description={disabling ? t('console.people.disable.body') : t('console.people.enable.body')}
        confirmLabel={disabling ? t('console.people.disable') : t('console.people.enable')}
        confirmVariant={disabling ? 'danger' : 'primary'}
        busy={setDisabled.isPending}
        error={setDisabled.error?.message}
        onConfirm={() => setDisabled.mutate(disabling, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
